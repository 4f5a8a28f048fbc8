import { LikeAllowanceExtended, LikeQuotaUsed, eventsOf, newEvent, type EventContext, type NewEventOf } from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';

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
 * Counts members liked, not requests: a like again after an unmatch, or a swipe decided again after
 * a conflict, uses the same unit instead of a second one.
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
