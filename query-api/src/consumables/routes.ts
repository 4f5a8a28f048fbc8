import { CONSUMABLE_ITEM_TYPES, listConsumableItems, type ConsumableItem, type ResponseOf } from '@sankofa/contracts';
import type pg from 'pg';
import { INVENTORY_PROJECTOR, type ConsumableItemRow } from '@sankofa/projections/consumables';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';

export interface ConsumablesQueryDependencies {
  pool: pg.Pool;
  tokens: AccessTokens;
}

/** The spec: Recent Activity lists at most five used items. */
export const RECENT_ACTIVITY_LIMIT = 5;

const itemOf = (row: ConsumableItemRow): ConsumableItem => ({
  id: row.item_id,
  itemType: row.item_type,
  itemName: row.item_name,
  purchasePrice: row.purchase_price,
  purchasedAt: row.purchased_at.toISOString(),
  usedAt: row.used_at?.toISOString() ?? null,
  targetUserId: row.target_user_id,
});

const UNUSED = `SELECT * FROM public.consumable_items WHERE member_id = $1 AND used_at IS NULL AND NOT revoked ORDER BY purchased_at, item_id`;
const RECENTLY_USED = `SELECT * FROM public.consumable_items WHERE member_id = $1 AND used_at IS NOT NULL ORDER BY used_at DESC, item_id LIMIT ${RECENT_ACTIVITY_LIMIT}`;

/** GET /api/consumable-items: the token's member's unused items, how many of each type, and the last five used. */
export const consumablesQueryRouter = ({ pool, tokens }: ConsumablesQueryDependencies): ReadModelRouter => {
  const router = readModelRouter([INVENTORY_PROJECTOR]);
  mount(router, listConsumableItems, requireMember(tokens), async (ctx) => {
    const { memberId } = principalOf(ctx);
    const [unused, used] = await Promise.all([pool.query<ConsumableItemRow>(UNUSED, [memberId]), pool.query<ConsumableItemRow>(RECENTLY_USED, [memberId])]);
    const owned = Object.fromEntries(CONSUMABLE_ITEM_TYPES.map((type) => [type, unused.rows.filter((row) => row.item_type === type).length]));
    ctx.body = { owned, unused: unused.rows.map(itemOf), recentlyUsed: used.rows.map(itemOf) } as ResponseOf<typeof listConsumableItems>;
  });
  return router;
};
