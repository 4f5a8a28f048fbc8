import { z } from 'zod';
import { defineEvent } from '../catalog.ts';

/**
 * A member's premium subscription, on the member's own stream (`member-<id>`) beside
 * `PremiumActivated` / `PremiumEnded`, which stay the facts every premium rule reads: a paid
 * period is a `PremiumActivated` whose `until` is the period's end, a renewal another one with a
 * later `until`, and the premium expiry reactor's `PremiumEnded` closes it.
 */

/** A checkout was started with the payment provider; `status` 'incomplete' waits for the provider's webhook. */
export const SubscriptionStarted = defineEvent(
  'SubscriptionStarted',
  z.object({ memberId: z.string(), subscriptionId: z.string(), mode: z.enum(['demo', 'stripe']), status: z.enum(['active', 'incomplete']) }),
);
/** Renewal stopped; premium stays until `until`, the end of the period already paid. */
export const SubscriptionCancelled = defineEvent(
  'SubscriptionCancelled',
  z.object({ memberId: z.string(), subscriptionId: z.string().nullable(), until: z.string().nullable() }),
);

export const subscriptionEvents = [SubscriptionStarted, SubscriptionCancelled] as const;
