import type { Config } from '@sankofa/server-kit';
import { createDemoPayments } from './demo.ts';
import { createStripePayments } from './stripe.ts';
import type { PaymentProvider } from './provider.ts';

export * from './provider.ts';
export { createDemoPayments } from './demo.ts';
export { createStripePayments, signStripeTestPayload, type StripePaymentsOptions } from './stripe.ts';
export { instrumentPayments } from './instrument-payments.ts';

export type PaymentsConfig = Pick<Config, 'PAYMENTS' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_PRICE_ID' | 'STRIPE_API_BASE'>;

/** The adapter PAYMENTS names; loadConfig has already refused stripe without its keys. */
export const createPayments = (config: PaymentsConfig): PaymentProvider =>
  config.PAYMENTS === 'stripe'
    ? createStripePayments({
        secretKey: config.STRIPE_SECRET_KEY ?? '',
        webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
        priceId: config.STRIPE_PRICE_ID ?? '',
        apiBase: config.STRIPE_API_BASE,
      })
    : createDemoPayments();
