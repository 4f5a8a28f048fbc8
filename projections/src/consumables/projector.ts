import type pg from 'pg';
import { AccountDeleted, ConsumablePurchased, ConsumableRevoked, ConsumableUsed, eventsOf, type EventsIn } from '@sankofa/events';
import { eraseMemberRows, rowsNaming } from '../erase-member-rows.ts';
import { defineProjector, ofTypes } from '../projector.ts';
import { INVENTORY_PROJECTOR } from './read-model.ts';

/** `public.consumable_items`: one row per item bought; `used_at` empty means unused (the spec's shape). */
export interface ConsumableItemRow {
  item_id: string;
  member_id: string;
  item_type: 'boost' | 'superlike' | 'gift' | 'rewind';
  item_name: string;
  purchase_price: number;
  purchased_at: Date;
  used_at: Date | null;
  target_user_id: string | null;
  /** Refunded or failed at the provider: no longer owned. */
  revoked: boolean;
}

const INIT = `
CREATE TABLE consumable_items (
  item_id text PRIMARY KEY,
  member_id text NOT NULL,
  item_type text NOT NULL,
  item_name text NOT NULL,
  purchase_price integer NOT NULL,
  purchased_at timestamptz NOT NULL,
  used_at timestamptz,
  target_user_id text,
  revoked boolean NOT NULL DEFAULT false
);
CREATE INDEX consumable_items_by_member ON consumable_items (member_id, used_at DESC);
`;

const PURCHASE = `
INSERT INTO consumable_items (item_id, member_id, item_type, item_name, purchase_price, purchased_at)
SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::timestamptz[])
ON CONFLICT (item_id) DO NOTHING
`;
const USE = `
UPDATE consumable_items i SET used_at = u.used_at, target_user_id = u.target_user_id
FROM unnest($1::text[], $2::timestamptz[], $3::text[]) AS u(item_id, used_at, target_user_id)
WHERE i.item_id = u.item_id AND i.used_at IS NULL
`;
const REVOKE = `UPDATE consumable_items SET revoked = true WHERE item_id = ANY($1::text[])`;

const inventoryEvents = eventsOf(ConsumablePurchased, ConsumableUsed, ConsumableRevoked, AccountDeleted);

/**
 * Purchases first, then uses and revocations: an item is used or revoked only after it was bought,
 * and never both, so their order within a batch does not matter. Every write is idempotent.
 */
const apply = async (events: EventsIn<typeof inventoryEvents>[], tx: pg.PoolClient) => {
  const purchases = ofTypes(events, 'ConsumablePurchased');
  const uses = ofTypes(events, 'ConsumableUsed');
  const revocations = ofTypes(events, 'ConsumableRevoked');
  if (purchases.length > 0) {
    await tx.query(PURCHASE, [
      purchases.map((event) => event.data.itemId),
      purchases.map((event) => event.data.memberId),
      purchases.map((event) => event.data.itemType),
      purchases.map((event) => event.data.itemName),
      purchases.map((event) => event.data.priceCents),
      purchases.map((event) => event.metadata.occurredAt),
    ]);
  }
  if (uses.length > 0) {
    await tx.query(USE, [uses.map((event) => event.data.itemId), uses.map((event) => event.metadata.occurredAt), uses.map((event) => event.data.targetUserId)]);
  }
  if (revocations.length > 0) await tx.query(REVOKE, [revocations.map((event) => event.data.itemId)]);
  // Her items go; others' items used on her no longer say who.
  await eraseMemberRows(tx, ofTypes(events, 'AccountDeleted').map(({ data }) => data.memberId), [
    rowsNaming('consumable_items', 'member_id'),
    'UPDATE consumable_items SET target_user_id = NULL WHERE target_user_id = ANY($1::text[])',
  ]);
};

/** The inventory read model: each member's consumables, owned and used. */
export const inventoryProjector = defineProjector({
  // The folder says consumables; the projector keeps its name because it names its tables.
  name: INVENTORY_PROJECTOR,
  // 2: a deleted member's items go, and her id from items used on her.
  version: 2,
  handles: inventoryEvents,
  init: async (tx) => {
    await tx.query(INIT);
  },
  apply,
});
