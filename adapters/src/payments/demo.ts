import { randomUUID } from 'node:crypto';
import { premiumPeriodEnd, type PaymentProvider } from './provider.ts';

/**
 * The spec's Demo Mode: no card, no provider. A subscription is active at once for one 30-day
 * period and a payment succeeds at once. Answers are derived from the idempotency key, so a
 * retried call answers as the first did. Webhooks never come.
 */
export const createDemoPayments = (clock: () => Date = () => new Date()): PaymentProvider => ({
  mode: 'demo',
  async startSubscription({ idempotencyKey }) {
    const subscriptionId = `demo_sub_${idempotencyKey}`;
    return { subscriptionId, clientSecret: `demo_secret_${randomUUID()}`, status: 'active', currentPeriodEnd: premiumPeriodEnd(clock()) };
  },
  async cancelSubscription() {},
  async charge({ idempotencyKey }) {
    return { paymentId: `demo_pay_${idempotencyKey}`, clientSecret: `demo_secret_${randomUUID()}`, status: 'succeeded' };
  },
  parseWebhook() {
    return [];
  },
});
