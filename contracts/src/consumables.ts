import { z } from 'zod';
import { pathIdParams } from './fields.ts';
import { route, withPosition } from './route.ts';

/** The spec's four consumables, $5 each. */
export const CONSUMABLE_ITEM_TYPES = ['boost', 'superlike', 'gift', 'rewind'] as const;
export type ConsumableItemType = (typeof CONSUMABLE_ITEM_TYPES)[number];
export const CONSUMABLE_PRICE_CENTS = 500;

/** Virtual gifts with cultural meaning: a gift item is one of these, sent to a match with a message. */
export const GIFT_CATALOG = [
  { id: 'kente-cloth', name: 'Kente Cloth', meaning: 'Woven royalty from Ghana: honour and pride in who you are' },
  { id: 'cowrie-shells', name: 'Cowrie Shells', meaning: 'Once currency across West Africa: prosperity and good fortune' },
  { id: 'shea-butter', name: 'Shea Butter', meaning: "Women's gold of the Sahel: care, healing and nourishment" },
  { id: 'adinkra-sankofa', name: 'Sankofa Symbol', meaning: 'Adinkra for "go back and get it": learning from where we come from' },
  { id: 'protea-flower', name: 'King Protea', meaning: "South Africa's flower: courage, change and beauty" },
] as const;
export type GiftId = (typeof GIFT_CATALOG)[number]['id'];
const GIFT_IDS = GIFT_CATALOG.map(({ id }) => id) as [GiftId, ...GiftId[]];

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
  /** A gift names its match (`targetUserId`: the matched member or the match id), a gift of the catalog and a message. */
  body: z
    .object({
      targetUserId: z.string({ error: 'targetUserId must be text' }).max(100).nullish(),
      giftId: z.enum(GIFT_IDS, { error: `giftId must be one of ${GIFT_IDS.join(', ')}` }).optional(),
      message: z.string({ error: 'message must be text' }).trim().max(500, { error: 'message must be at most 500 characters' }).optional(),
    })
    .optional(),
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
