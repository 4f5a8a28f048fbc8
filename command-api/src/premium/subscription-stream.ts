import { memberStream, type EventContext, type EventStore } from '@sankofa/events';
import { isPremiumActiveAt } from './premium-rule.ts';
import { handleCommand } from '../handle-command.ts';
import { readFolded } from '../stream-states.ts';
import { subscriptionDecider, type SubscriptionCommand } from './decide.ts';
import type { Subscription } from './subscription.ts';

/** Decides a subscription command on the member's stream, `member-<id>`, where premium rules read it. */
export const handleSubscriptionCommand = (store: EventStore, command: SubscriptionCommand, context: EventContext) =>
  handleCommand({ store, stream: memberStream(command.data.memberId), decider: subscriptionDecider, command, context });

/** The subscription as it stands, for what must happen before deciding (calling the provider). */
export const readSubscription = async (store: EventStore, memberId: string): Promise<Subscription> =>
  (await readFolded(store, memberStream(memberId), subscriptionDecider)).state;

export const premiumReply = (state: Subscription, now: Date) => ({
  isPremium: isPremiumActiveAt(state.premium, now),
  premiumUntil: state.premium?.until?.toISOString() ?? null,
});
