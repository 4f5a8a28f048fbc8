/**
 * Card payments, behind an interface: the provider lives outside our walls. Two adapters: `demo`
 * (the spec's Demo Mode: instant, no card; the default) and Stripe (`PAYMENTS=stripe`). Amounts are
 * in cents. Every call carries an idempotency key, so a retried request never charges twice.
 */
export type PaymentMode = 'demo' | 'stripe';

export interface SubscriptionCheckout {
  subscriptionId: string;
  /** What the client confirms the card with (Stripe's PaymentIntent secret; a demo token in demo mode). */
  clientSecret: string;
  /** 'active' at once in demo mode; 'incomplete' until the provider's webhook says it was paid. */
  status: 'active' | 'incomplete';
  currentPeriodEnd: Date;
}

export interface OneOffPayment {
  paymentId: string;
  clientSecret: string;
  /** 'succeeded' at once in demo mode; with Stripe the webhook confirms it. */
  status: 'succeeded' | 'pending';
}

/** What the provider tells us happened, translated from its webhook into our own vocabulary. */
export type ProviderEvent =
  | { type: 'subscription_paid'; subscriptionId: string; memberId: string; periodEnd: Date }
  | { type: 'subscription_canceled'; subscriptionId: string; memberId: string }
  | { type: 'payment_succeeded'; paymentId: string; memberId: string }
  | { type: 'payment_failed'; paymentId: string; memberId: string }
  | { type: 'payment_refunded'; paymentId: string; memberId: string };

export interface PaymentProvider {
  readonly mode: PaymentMode;
  startSubscription(input: { memberId: string; email: string; priceCents: number; idempotencyKey: string }): Promise<SubscriptionCheckout>;
  /** Stops renewal: the member keeps premium to the end of the paid period. */
  cancelSubscription(input: { subscriptionId: string; idempotencyKey: string }): Promise<void>;
  charge(input: { memberId: string; amountCents: number; description: string; idempotencyKey: string }): Promise<OneOffPayment>;
  /** Verifies the webhook's signature over the raw body; throws `InvalidWebhookSignatureError` when it does not hold. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent[];
}

/** The webhook's signature does not hold over its body: the request is a 400 and nothing is recorded. */
export class InvalidWebhookSignatureError extends Error {
  override name = 'InvalidWebhookSignatureError';
}

/** The premium subscription's price and period (spec, section 9: $15 per month). */
export const PREMIUM_PRICE_CENTS = 1500;
export const PREMIUM_PERIOD_DAYS = 30;
export const premiumPeriodEnd = (from: Date): Date => new Date(from.getTime() + PREMIUM_PERIOD_DAYS * 24 * 60 * 60 * 1000);
