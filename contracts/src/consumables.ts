import { z } from 'zod';
import { pathIdParams } from './fields.ts';
import { route, withPosition } from './route.ts';

/** The spec's four consumables, $5 each. */
export const CONSUMABLE_ITEM_TYPES = ['boost', 'superlike', 'gift', 'rewind'] as const;
export type ConsumableItemType = (typeof CONSUMABLE_ITEM_TYPES)[number];
export const CONSUMABLE_PRICE_CENTS = 500;

export const consumableItem = z.object({
  id: z.string(),
  itemType: z.enum(CONSUMABLE_ITEM_TYPES),
  itemName: z.string(),
  purchasePrice: z.number().int(),
  purchasedAt: z.string(),
  usedAt: z.string().nullable(),
  targetUserId: z.string().nullable(),
});
export type ConsumableItem = z.infer<typeof consumableItem>;

/** The client's `userId` is ignored: the item is the token's member's. */
export const purchaseConsumable = route({
  method: 'POST',
  path: '/api/purchase-consumable',
  body: z.object({
    itemType: z.enum(CONSUMABLE_ITEM_TYPES, { error: `itemType must be one of ${CONSUMABLE_ITEM_TYPES.join(', ')}` }),
    itemName: z.string({ error: 'itemName must be text' }).trim().min(1, { error: 'itemName is required' }).max(100, { error: 'itemName must be at most 100 characters' }),
  }),
  response: withPosition({ item: z.object({ id: z.string(), itemType: z.enum(CONSUMABLE_ITEM_TYPES), paymentId: z.string() }) }),
});

export const useConsumable = route({
  method: 'POST',
  path: '/api/use-consumable/:id',
  params: pathIdParams,
  body: z.object({ targetUserId: z.string().max(100).nullish() }).optional(),
  response: withPosition({ item: z.object({ id: z.string(), itemType: z.enum(CONSUMABLE_ITEM_TYPES), boostedUntil: z.string().nullable() }) }),
});

export const listConsumableItems = route({
  method: 'GET',
  path: '/api/consumable-items',
  response: z.object({
    owned: z.record(z.enum(CONSUMABLE_ITEM_TYPES), z.number().int()),
    unused: z.array(consumableItem),
    /** The last five used, latest first. */
    recentlyUsed: z.array(consumableItem),
  }),
});
