import {
  ConsumablePurchased,
  ConsumableUsed,
  MatchMade,
  MemberRegistered,
  MessageSent,
  PremiumActivated,
  SwipeRecorded,
  eventsOf,
  type EventsIn,
  type RecordedEvent,
} from '@sankofa/events';
import { PREMIUM_PRICE_CENTS } from '@sankofa/adapters/payments';
import type { DailyMetric } from './metrics.ts';

/** What one batch adds to the analytics tables, before any SQL. */
export interface Tally {
  /** `day|demo|metric` → amount. */
  daily: Map<string, number>;
  /** `memberId|day`: the member acted that day. */
  activity: Set<string>;
  registrations: { memberId: string; day: string; demo: boolean }[];
  /** A member's earliest day of each milestone seen in the batch (log order, so the first wins). */
  firstMatch: Map<string, string>;
  firstMessage: Map<string, string>;
  firstPremium: Map<string, string>;
}

/** The events whose data the tally reads; of every other it reads only the envelope. */
const factEvents = eventsOf(MemberRegistered, SwipeRecorded, MatchMade, MessageSent, PremiumActivated, ConsumablePurchased, ConsumableUsed);

/** The UTC day an event happened, `YYYY-MM-DD`. */
export const dayOf = (event: RecordedEvent): string => new Date(event.metadata.occurredAt).toISOString().slice(0, 10);

export const emptyTally = (): Tally => ({ daily: new Map(), activity: new Set(), registrations: [], firstMatch: new Map(), firstMessage: new Map(), firstPremium: new Map() });

const add = (tally: Tally, day: string, demo: boolean, metric: DailyMetric, amount = 1) => {
  const key = `${day}|${demo}|${metric}`;
  tally.daily.set(key, (tally.daily.get(key) ?? 0) + amount);
};

const first = (milestones: Map<string, string>, memberId: string, day: string) => {
  if (!milestones.has(memberId)) milestones.set(memberId, day);
};

/** The product facts in one event the projector reads. */
const countFacts = (tally: Tally, event: EventsIn<typeof factEvents>, day: string, demo: boolean) => {
  switch (event.type) {
    case 'MemberRegistered':
      add(tally, day, demo, 'signups');
      tally.registrations.push({ memberId: event.data.memberId, day, demo });
      // Signing up is acting: the new member is active on their first day whoever the request's actor was.
      tally.activity.add(`${event.data.memberId}|${day}`);
      return;
    case 'SwipeRecorded':
      add(tally, day, demo, event.data.isLike ? 'likes' : 'passes');
      if (event.data.isSuperLike) add(tally, day, demo, 'super_likes');
      return;
    case 'MatchMade':
      add(tally, day, demo, 'matches');
      first(tally.firstMatch, event.data.userId1, day);
      first(tally.firstMatch, event.data.userId2, day);
      return;
    case 'MessageSent':
      add(tally, day, demo, 'messages');
      first(tally.firstMessage, event.data.senderId, day);
      return;
    case 'PremiumActivated':
      first(tally.firstPremium, event.data.memberId, day);
      // A period with an end is a paid month (demo or card, first or renewal); an endless grant is not sold.
      if (event.data.until !== null) {
        add(tally, day, demo, 'premium_periods');
        add(tally, day, demo, 'premium_revenue_cents', PREMIUM_PRICE_CENTS);
      }
      return;
    case 'ConsumablePurchased':
      add(tally, day, demo, 'consumables_bought');
      add(tally, day, demo, 'consumable_revenue_cents', event.data.priceCents);
      return;
    case 'ConsumableUsed':
      add(tally, day, demo, 'consumables_used');
      return;
    default: {
      const _unhandled: never = event;
    }
  }
};

/** Folds events (already past the watermark) into what they add. Every event's actor is active that day. */
export const tallyOf = (events: readonly RecordedEvent[]): Tally => {
  const tally = emptyTally();
  for (const event of events) {
    const day = dayOf(event);
    // Actors who are not members (anonymous, system, operators) find no member row when written, and are dropped.
    tally.activity.add(`${event.metadata.actorId}|${day}`);
    if (factEvents.has(event)) countFacts(tally, factEvents.parse(event), day, event.metadata.demo === true);
  }
  return tally;
};
