import { MemberRegistered, PremiumActivated, PremiumEnded, SubscriptionCancelled, SubscriptionStarted, eventsOf, newEvent, type EventContext } from '@sankofa/events';
import { isPremiumActiveAt } from './premium-rule.ts';
import { premiumPeriodEnd } from '@sankofa/adapters/payments';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';
import { evolveSubscription, initialSubscription, type Subscription, type SubscriptionStreamEvent } from './subscription.ts';

export type StartSubscription = {
  type: 'StartSubscription';
  data: { memberId: string; subscriptionId: string; mode: 'demo' | 'stripe'; status: 'active' | 'incomplete' };
};
/** Demo Mode's instant activation: one 30-day period from `now`. */
export type ActivateDemoPremium = { type: 'ActivateDemoPremium'; data: { memberId: string; now: Date } };
/** The provider says a period was paid (first payment or renewal): premium runs to `periodEnd`. */
export type RecordPeriodPaid = { type: 'RecordPeriodPaid'; data: { memberId: string; subscriptionId: string; periodEnd: Date } };
export type CancelSubscription = { type: 'CancelSubscription'; data: { memberId: string; now: Date } };
/** The premium expiry reactor's: premium whose period has passed ends. */
export type ExpirePremium = { type: 'ExpirePremium'; data: { memberId: string; now: Date } };

export type SubscriptionCommand = StartSubscription | ActivateDemoPremium | RecordPeriodPaid | CancelSubscription | ExpirePremium;

const isActiveAt = (state: Subscription, now: Date) => isPremiumActiveAt(state.premium, now);

const assertRegistered = (state: Subscription) => {
  if (!state.registered) throw new DomainError('member_not_found', 'Member not found');
};

export const startSubscription = ({ data }: StartSubscription, state: Subscription, context: EventContext) => {
  assertRegistered(state);
  // The same checkout retried (one idempotency key, one provider subscription) records nothing new.
  if (state.subscriptionId === data.subscriptionId) return [];
  return [newEvent(SubscriptionStarted, data, context)];
};

export const activateDemoPremium = ({ data }: ActivateDemoPremium, state: Subscription, context: EventContext) => {
  assertRegistered(state);
  // Pressing the button again while premium lasts neither extends nor repeats it.
  if (isActiveAt(state, data.now)) return [];
  return [newEvent(PremiumActivated, { memberId: data.memberId, until: premiumPeriodEnd(data.now).toISOString() }, context)];
};

export const recordPeriodPaid = ({ data }: RecordPeriodPaid, state: Subscription, context: EventContext) => {
  assertRegistered(state);
  // A replayed webhook (or an older period arriving late) pays for nothing we have not recorded.
  const until = state.premium?.until;
  if (state.premium !== null && (until === null || (until !== undefined && until >= data.periodEnd))) return [];
  return [newEvent(PremiumActivated, { memberId: data.memberId, until: data.periodEnd.toISOString() }, context)];
};

export const cancelSubscription = ({ data }: CancelSubscription, state: Subscription, context: EventContext) => {
  assertRegistered(state);
  if (!isActiveAt(state, data.now)) throw new DomainError('no_subscription', 'You have no active premium subscription');
  if (state.cancelled) return [];
  const until = state.premium?.until ?? null;
  return [newEvent(SubscriptionCancelled, { memberId: data.memberId, subscriptionId: state.subscriptionId, until: until === null ? null : until.toISOString() }, context)];
};

export const expirePremium = ({ data }: ExpirePremium, state: Subscription, context: EventContext) => {
  const until = state.premium?.until;
  // Exactly once: nothing to end, a lifetime grant, or a period renewed past `now` records nothing.
  if (!until || until > data.now) return [];
  return [newEvent(PremiumEnded, { memberId: data.memberId }, context)];
};

export const decideSubscription = (command: SubscriptionCommand, state: Subscription, context: EventContext): SubscriptionStreamEvent[] => {
  switch (command.type) {
    case 'StartSubscription':
      return startSubscription(command, state, context);
    case 'ActivateDemoPremium':
      return activateDemoPremium(command, state, context);
    case 'RecordPeriodPaid':
      return recordPeriodPaid(command, state, context);
    case 'CancelSubscription':
      return cancelSubscription(command, state, context);
    case 'ExpirePremium':
      return expirePremium(command, state, context);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${(unknown as { type: string }).type}`);
    }
  }
};

export const subscriptionDecider: Decider<Subscription, SubscriptionCommand, SubscriptionStreamEvent> = {
  handles: eventsOf(MemberRegistered, SubscriptionStarted, SubscriptionCancelled, PremiumActivated, PremiumEnded),
  initialState: initialSubscription,
  evolve: evolveSubscription,
  decide: decideSubscription,
};
