import { describe, it } from 'vitest';
import { specificationFor } from '../testing/decider-specification.ts';
import { subscriptionDecider } from './decide.ts';
import type { SubscriptionStreamEvent } from './subscription.ts';

const spec = specificationFor(subscriptionDecider);
const AMA = 'ama';
const NOW = new Date('2025-01-01T12:00:00Z');
const IN_30_DAYS = '2025-01-31T12:00:00.000Z';
const IN_60_DAYS = '2025-03-02T12:00:00.000Z';

// Only what the subscription reads of a registration.
const registered = { type: 'MemberRegistered', data: { memberId: AMA, email: 'ama@example.com' } } as SubscriptionStreamEvent;
const started = { type: 'SubscriptionStarted', data: { memberId: AMA, subscriptionId: 'sub_1', mode: 'stripe', status: 'incomplete' } } as const;
const activated = (until: string) => ({ type: 'PremiumActivated', data: { memberId: AMA, until } }) as const;
const cancelled = { type: 'SubscriptionCancelled', data: { memberId: AMA, subscriptionId: 'sub_1', until: IN_30_DAYS } } as const;
const ended = { type: 'PremiumEnded', data: { memberId: AMA } } as const;

describe('the premium subscription', () => {
  it('starts a checkout once per provider subscription', () => {
    spec([registered]).when({ type: 'StartSubscription', data: started.data }).then([started]);
    spec([registered, started]).when({ type: 'StartSubscription', data: started.data }).then([]);
  });

  it('refuses a member who does not exist', () => {
    spec([]).when({ type: 'ActivateDemoPremium', data: { memberId: AMA, now: NOW } }).thenThrows({ code: 'member_not_found' });
  });

  it('activates demo premium for 30 days, and pressing again while it lasts records nothing', () => {
    spec([registered]).when({ type: 'ActivateDemoPremium', data: { memberId: AMA, now: NOW } }).then([activated(IN_30_DAYS)]);
    spec([registered, activated(IN_30_DAYS)]).when({ type: 'ActivateDemoPremium', data: { memberId: AMA, now: NOW } }).then([]);
  });

  it('activates from a paid period, renews with a later one, and ignores a replayed one', () => {
    const paid = (periodEnd: string) => ({ type: 'RecordPeriodPaid' as const, data: { memberId: AMA, subscriptionId: 'sub_1', periodEnd: new Date(periodEnd) } });
    spec([registered, started]).when(paid(IN_30_DAYS)).then([activated(IN_30_DAYS)]);
    spec([registered, started, activated(IN_30_DAYS)]).when(paid(IN_60_DAYS)).then([activated(IN_60_DAYS)]);
    spec([registered, started, activated(IN_30_DAYS)]).when(paid(IN_30_DAYS)).then([]);
  });

  it('cancels renewal but keeps premium to the end of the period; cancelling twice records nothing', () => {
    spec([registered, started, activated(IN_30_DAYS)]).when({ type: 'CancelSubscription', data: { memberId: AMA, now: NOW } }).then([cancelled]);
    spec([registered, started, activated(IN_30_DAYS), cancelled]).when({ type: 'CancelSubscription', data: { memberId: AMA, now: NOW } }).then([]);
    spec([registered]).when({ type: 'CancelSubscription', data: { memberId: AMA, now: NOW } }).thenThrows({ code: 'no_subscription' });
  });

  it('expires a passed period exactly once, and never one still running or renewed', () => {
    const expire = (now: string) => ({ type: 'ExpirePremium' as const, data: { memberId: AMA, now: new Date(now) } });
    spec([registered, activated(IN_30_DAYS)]).when(expire('2025-01-15T00:00:00Z')).then([]);
    spec([registered, activated(IN_30_DAYS), cancelled]).when(expire(IN_30_DAYS)).then([ended]);
    spec([registered, activated(IN_30_DAYS), ended]).when(expire(IN_60_DAYS)).then([]);
    spec([registered, activated(IN_30_DAYS), activated(IN_60_DAYS)]).when(expire('2025-02-15T00:00:00Z')).then([]);
    spec([registered]).when(expire(IN_60_DAYS)).then([]);
  });
});
