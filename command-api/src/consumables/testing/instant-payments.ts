import { randomUUID } from 'node:crypto';
import type { OneOffPayment, PaymentProvider } from '@sankofa/adapters/payments';

export interface InstantPayments extends PaymentProvider {
  /** Every distinct charge taken, by idempotency key: what a test counts. */
  readonly charges: ReadonlyMap<string, { memberId: string; amountCents: number; paymentId: string }>;
}

/**
 * A fake of the provider for tests (and this branch's wiring until the payments adapters land):
 * one-off charges succeed at once and, like the real provider, the same idempotency key is the same
 * charge. Subscriptions and webhooks are not its business.
 */
export const createInstantPayments = (): InstantPayments => {
  const charges = new Map<string, { memberId: string; amountCents: number; paymentId: string }>();
  return {
    mode: 'demo',
    charges,
    charge: ({ memberId, amountCents, idempotencyKey }) => {
      let charge = charges.get(idempotencyKey);
      if (!charge) {
        charge = { memberId, amountCents, paymentId: `pay_${randomUUID()}` };
        charges.set(idempotencyKey, charge);
      }
      const payment: OneOffPayment = { paymentId: charge.paymentId, clientSecret: `demo_${charge.paymentId}`, status: 'succeeded' };
      return Promise.resolve(payment);
    },
    startSubscription: () => Promise.reject(new Error('instant payments take no subscriptions')),
    cancelSubscription: () => Promise.reject(new Error('instant payments take no subscriptions')),
    parseWebhook: () => [],
  };
};
