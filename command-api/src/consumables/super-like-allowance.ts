import { LikeAllowanceExtended, eventsOf, likeQuotaStream, newEvent, type EventContext, type EventStore, type NewEventOf } from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { handleCommand } from '../handle-command.ts';
import { utcDay } from '../swipes/like-quota.ts';

type ExtendAllowance = { type: 'ExtendAllowance'; memberId: string; day: string; itemId: string };

/** The items that already extended this day's likes: one extension per item, however often it is asked. */
const allowanceDecider: Decider<ReadonlySet<string>, ExtendAllowance, NewEventOf<typeof LikeAllowanceExtended>> = {
  handles: eventsOf(LikeAllowanceExtended),
  initialState: new Set(),
  evolve: (items, event) => (event.type === LikeAllowanceExtended.type ? new Set([...items, event.data.itemId]) : items),
  decide: ({ memberId, day, itemId }, items, context) => (items.has(itemId) ? [] : [newEvent(LikeAllowanceExtended, { memberId, day, itemId }, context)]),
};

/** One more like (a super like) today beyond the free allowance, on the stream the daily quota is decided on. */
export const extendTodaysLikes = (store: EventStore, memberId: string, itemId: string, now: Date, context: EventContext) => {
  const day = utcDay(now);
  return handleCommand({ store, stream: likeQuotaStream(memberId, day), decider: allowanceDecider, command: { type: 'ExtendAllowance', memberId, day, itemId }, context });
};
