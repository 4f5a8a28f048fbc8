import { z } from 'zod';
import { defineEvent, type EventOf } from '../catalog.ts';

/** Every member's consumables live on one stream, so a purchase key and an item's use are decided once under optimistic concurrency. */
export const inventoryStream = (memberId: string) => `inventory-${memberId}`;

/** The spec's four consumables. */
export const CONSUMABLE_TYPES = ['boost', 'superlike', 'gift', 'rewind'] as const;
export type ConsumableType = (typeof CONSUMABLE_TYPES)[number];

/** On `inventory-<memberId>`: one item paid for. `purchaseKey` is the request's key, so a retried or raced purchase adds nothing. */
export const ConsumablePurchased = defineEvent(
  'ConsumablePurchased',
  z.object({
    memberId: z.string(),
    itemId: z.string(),
    itemType: z.enum(CONSUMABLE_TYPES),
    itemName: z.string(),
    priceCents: z.number().int(),
    paymentId: z.string(),
    purchaseKey: z.string(),
  }),
);

/** On `inventory-<memberId>`: an item used, once. A boost carries the end of its hour; a gift or a targeted item its receiver. */
export const ConsumableUsed = defineEvent(
  'ConsumableUsed',
  z.object({
    memberId: z.string(),
    itemId: z.string(),
    itemType: z.enum(CONSUMABLE_TYPES),
    targetUserId: z.string().nullable(),
    boostedUntil: z.string().nullable(),
  }),
);

/** On `inventory-<memberId>`: the provider refunded or failed the payment, so the unused item it paid for is gone. */
export const ConsumableRevoked = defineEvent('ConsumableRevoked', z.object({ memberId: z.string(), itemId: z.string(), paymentId: z.string() }));

/**
 * On the day's likes stream, `likes-<memberId>-<yyyy-mm-dd>`: a used super like item allows one like
 * (a super like) beyond the day's free allowance. One per item, so a retried use extends once.
 */
export const LikeAllowanceExtended = defineEvent('LikeAllowanceExtended', z.object({ memberId: z.string(), day: z.string(), itemId: z.string() }));

export const consumableEvents = [ConsumablePurchased, ConsumableUsed, ConsumableRevoked, LikeAllowanceExtended] as const;
export type ConsumableEvent = EventOf<(typeof consumableEvents)[number]>;
