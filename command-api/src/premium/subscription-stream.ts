import { catalog, memberStream, type EventContext, type EventStore } from '@sankofa/events';
import { handleCommand } from '../handle-command.ts';
import { subscriptionDecider, type SubscriptionCommand } from './decide.ts';
import type { Subscription, SubscriptionStreamEvent } from './subscription.ts';

/** Decides a subscription command on the member's stream, `member-<id>`, where premium rules read it. */
export const handleSubscriptionCommand = (store: EventStore, command: SubscriptionCommand, context: EventContext) =>
  handleCommand({ store, stream: memberStream(command.data.memberId), decider: subscriptionDecider, command, context, catalog });

/** The subscription as it stands, for what must happen before deciding (calling the provider). */
export const readSubscription = async (store: EventStore, memberId: string): Promise<Subscription> => {
  let state = subscriptionDecider.initialState;
  for await (const event of store.readStream(memberStream(memberId))) {
    state = subscriptionDecider.evolve(state, catalog.parse(event) as SubscriptionStreamEvent);
  }
  return state;
};

export const premiumReply = (state: Subscription, now: Date) => ({
  isPremium: state.premium !== null && (state.premium.until === null || state.premium.until > now),
  premiumUntil: state.premium?.until?.toISOString() ?? null,
});
