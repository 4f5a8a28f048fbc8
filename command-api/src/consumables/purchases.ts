import { createHash } from 'node:crypto';
import { inventoryStream, type ConsumableType, type EventContext, type EventStore, type Position } from '@sankofa/events';
import type { PaymentProvider, ProviderEvent } from '@sankofa/adapters/payments';
import { handleCommand } from '../handle-command.ts';
import { readFolded } from '../stream-states.ts';
import { inventoryDecider } from './inventory.ts';

export const CONSUMABLE_PRICE_CENTS = 500;

export interface PurchaseRequest {
  memberId: string;
  itemType: ConsumableType;
  itemName: string;
  /** The request's Idempotency-Key, or a fresh one: the same key is one purchase, however many times it arrives. */
  purchaseKey: string;
}

export interface PurchaseOutcome {
  itemId: string;
  itemType: ConsumableType;
  paymentId: string;
  position: Position | null;
}

/** The same member and key always name the same item, so racing requests decide about one id. */
const itemIdOf = (memberId: string, purchaseKey: string) => createHash('sha256').update(`${memberId}\n${purchaseKey}`).digest('hex').slice(0, 32);

/**
 * Charges the provider, then records the item. The provider's idempotency key is derived from the
 * member and the purchase key, so a retry or a racing duplicate is one charge there; the inventory
 * stream records one `ConsumablePurchased` per key under optimistic concurrency, so it is one item here.
 */
export const purchaseConsumable = async (
  { store, payments }: { store: EventStore; payments: PaymentProvider },
  request: PurchaseRequest,
  context: EventContext,
): Promise<PurchaseOutcome> => {
  const stream = inventoryStream(request.memberId);
  const already = await readFolded(store, stream, inventoryDecider);
  const knownItem = already.state.purchaseKeys[request.purchaseKey];
  if (knownItem) {
    const item = already.state.items[knownItem]!;
    return { itemId: knownItem, itemType: item.itemType, paymentId: item.paymentId, position: null };
  }
  const payment = await payments.charge({
    memberId: request.memberId,
    amountCents: CONSUMABLE_PRICE_CENTS,
    description: request.itemName,
    idempotencyKey: `consumable:${request.memberId}:${request.purchaseKey}`,
  });
  const itemId = itemIdOf(request.memberId, request.purchaseKey);
  const result = await handleCommand({
    store,
    stream,
    decider: inventoryDecider,
    command: { type: 'RecordPurchase', ...request, itemId, priceCents: CONSUMABLE_PRICE_CENTS, paymentId: payment.paymentId },
    context,
  });
  const recordedId = result.state.purchaseKeys[request.purchaseKey]!;
  return { itemId: recordedId, itemType: request.itemType, paymentId: result.state.items[recordedId]!.paymentId, position: result.position };
};

/**
 * For the payments webhook: the provider refunded or failed `paymentId`, so the unused item it
 * paid for is revoked (a used one stays used). Calling it again changes nothing.
 */
export const revokePurchase = async (
  { store }: { store: EventStore },
  { memberId, paymentId }: { memberId: string; paymentId: string },
  context: EventContext,
): Promise<Position | null> => {
  const result = await handleCommand({ store, stream: inventoryStream(memberId), decider: inventoryDecider, command: { type: 'RevokePayment', memberId, paymentId }, context });
  return result.position;
};

/** The payment webhook's hook: a payment the provider refused or refunded takes back the unused item it bought. */
export const revokeUnpaidPurchase =
  (deps: { store: EventStore }) =>
  async (event: ProviderEvent, context: EventContext): Promise<void> => {
    if (event.type !== 'payment_failed' && event.type !== 'payment_refunded') return;
    await revokePurchase(deps, { memberId: event.memberId, paymentId: event.paymentId }, context);
  };
