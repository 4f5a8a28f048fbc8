import { randomUUID } from 'node:crypto';
import { premiumPeriodEnd, type PaymentProvider } from './provider.ts';

/** Demo Mode's provider, which also says what it was asked to cancel (as a provider's dashboard would). */
export interface DemoPayments extends PaymentProvider {
  isCancelled(subscriptionId: string): boolean;
}

/**
 * The spec's Demo Mode: no card, no provider. A subscription is active at once for one 30-day
 * period and a payment succeeds at once. Answers are derived from the idempotency key, so a
 * retried call answers as the first did. Webhooks never come.
 */
export const createDemoPayments = (clock: () => Date = () => new Date()): DemoPayments => {
  const cancelled = new Set<string>();
  return {
    mode: 'demo',
    async startSubscription({ idempotencyKey }) {
      const subscriptionId = `demo_sub_${idempotencyKey}`;
      return { subscriptionId, clientSecret: `demo_secret_${randomUUID()}`, status: 'active', currentPeriodEnd: premiumPeriodEnd(clock()) };
    },
    async cancelSubscription({ subscriptionId }) {
      cancelled.add(subscriptionId);
    },
    isCancelled: (subscriptionId) => cancelled.has(subscriptionId),
    async charge({ idempotencyKey }) {
      return { paymentId: `demo_pay_${idempotencyKey}`, clientSecret: `demo_secret_${randomUUID()}`, status: 'succeeded' };
    },
    parseWebhook() {
      return [];
    },
  };
};
