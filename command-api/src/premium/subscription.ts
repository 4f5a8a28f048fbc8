import { type MemberRegistered, type NewEventOf, type PremiumActivated, type PremiumEnded, type SubscriptionCancelled, type SubscriptionStarted } from '@sankofa/events';
import { premiumPeriodOf } from './premium-rule.ts';

/** The member stream's events the subscription decides or reads; it ignores the others on that stream. */
export type SubscriptionStreamEvent = NewEventOf<
  typeof MemberRegistered | typeof SubscriptionStarted | typeof SubscriptionCancelled | typeof PremiumActivated | typeof PremiumEnded
>;

/** Only what subscription decisions need, folded from `member-<id>`. */
export interface Subscription {
  registered: boolean;
  /** Given to the payment provider for its receipts. */
  email: string | null;
  /** The paid period as it stands; null when the member has no premium (or it ended). */
  premium: { until: Date | null } | null;
  subscriptionId: string | null;
  cancelled: boolean;
}

export const initialSubscription: Subscription = { registered: false, email: null, premium: null, subscriptionId: null, cancelled: false };

export const evolveSubscription = (state: Subscription, event: SubscriptionStreamEvent): Subscription => {
  switch (event.type) {
    case 'MemberRegistered':
      return { ...state, registered: true, email: event.data.email };
    case 'SubscriptionStarted':
      return { ...state, subscriptionId: event.data.subscriptionId, cancelled: false };
    case 'SubscriptionCancelled':
      return { ...state, cancelled: true };
    case 'PremiumActivated':
      return { ...state, premium: premiumPeriodOf(event.data) };
    case 'PremiumEnded':
      return { ...state, premium: null };
    default:
      return state;
  }
};
