import { z } from 'zod';
import { route, withPosition } from './route.ts';

/** The premium state a command answers with, so the client can show it without waiting for the read side. */
const premiumState = { isPremium: z.boolean(), premiumUntil: z.string().nullable() };

/**
 * Starts a checkout with the payment provider. The spec's client sends fixed demo values
 * (userId, email, name): they are ignored, the member is the token's. `demo` says no card form is needed.
 */
export const createSubscription = route({
  method: 'POST',
  path: '/api/create-subscription',
  body: z.object({}).passthrough().optional(),
  response: withPosition({ clientSecret: z.string(), demo: z.boolean(), subscriptionId: z.string() }),
});

/** Demo Mode switches premium on at once (30 days); with a card provider premium starts from its webhook (409 payment_pending until then). */
export const activatePremium = route({
  method: 'POST',
  path: '/api/user/premium',
  body: z.object({ activate: z.literal(true, { error: 'activate must be true' }) }).passthrough(),
  response: withPosition(premiumState),
});

/** Stops renewal; premium stays until the end of the paid period. */
export const cancelPremium = route({
  method: 'POST',
  path: '/api/user/premium/cancel',
  response: withPosition({ ...premiumState, cancelled: z.literal(true) }),
});

/** The payment provider's signed webhook; the body is the provider's, verified over its raw bytes. */
export const paymentWebhook = route({
  method: 'POST',
  path: '/api/payments/webhook',
  response: z.object({ received: z.literal(true) }),
});
