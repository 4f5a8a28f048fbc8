import { LikeAllowanceExtended, LikeQuotaUsed, eventsOf, likeQuotaStream, newEvent, type EventContext, type EventStore, type NewEventOf } from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { handleCommandOnKeptFold } from '../decide-on-kept-fold.ts';
import { DomainError } from '../domain-error.ts';
import type { StreamStates } from '../stream-states.ts';

/** Likes a free member may give per UTC day (a super like is a like); premium members have no limit. */
export const FREE_DAILY_LIKES = 25;
export const DAILY_LIKE_LIMIT_REACHED = `You have reached your ${FREE_DAILY_LIKES} daily likes. Upgrade to Premium for unlimited likes.`;

type LikeQuotaEvent = NewEventOf<typeof LikeQuotaUsed | typeof LikeAllowanceExtended>;

export type UseDailyLike = { type: 'UseDailyLike'; data: { memberId: string; swipedId: string; day: string } };

/** The members liked on that day, in order. */
export interface DailyLikes {
  liked: readonly string[];
  /** Super like items used today, each one like beyond the free allowance. */
  extraLikes?: number;
}

export class DailyLikeLimitError extends DomainError {
  constructor(resetsAt: string) {
    super('daily_like_limit', DAILY_LIKE_LIMIT_REACHED, { details: { limit: FREE_DAILY_LIKES, resetsAt } });
  }
}

/** The UTC day of `now`, as the quota stream names it. */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

const nextUtcMidnight = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/**
 * Counts members liked, not requests: a like retried after a conflict, or after a crash between
 * this append and the pair's, uses the same unit again instead of a second one.
 */
export const useDailyLike = ({ data }: UseDailyLike, likes: DailyLikes, context: EventContext): LikeQuotaEvent[] => {
  if (likes.liked.includes(data.swipedId)) return [];
  if (likes.liked.length >= FREE_DAILY_LIKES + (likes.extraLikes ?? 0)) throw new DailyLikeLimitError(nextUtcMidnight(data.day));
  return [newEvent(LikeQuotaUsed, data, context)];
};

export const dailyLikesDecider: Decider<DailyLikes, UseDailyLike, LikeQuotaEvent> = {
  handles: eventsOf(LikeQuotaUsed, LikeAllowanceExtended),
  initialState: { liked: [] },
  evolve: (likes, event) =>
    event.type === 'LikeAllowanceExtended' ? { ...likes, extraLikes: (likes.extraLikes ?? 0) + 1 } : { ...likes, liked: [...likes.liked, event.data.swipedId] },
  decide: useDailyLike,
};

// One member's own likes rarely collide, but a burst of taps may: give each a fair number of turns.
const QUOTA_ATTEMPTS = 10;

/**
 * Takes one of the member's likes for today, or throws the 429; the expected revision makes it
 * race-safe. A member's likes mostly go through one instance, which then knows the day's likes
 * (or that the day's stream is new): they are decided on without reading first, and only a
 * conflict (or a refusal) reads what this process missed.
 */
export const takeDailyLike = (store: EventStore, dailyLikes: StreamStates<DailyLikes>, data: UseDailyLike['data'], context: EventContext) =>
  handleCommandOnKeptFold(
    { store, stream: likeQuotaStream(data.memberId, data.day), decider: dailyLikesDecider, command: { type: 'UseDailyLike', data }, context },
    dailyLikes,
    QUOTA_ATTEMPTS,
  );
