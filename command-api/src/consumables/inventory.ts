import {
  ConsumablePurchased,
  ConsumableRevoked,
  ConsumableUsed,
  eventsOf,
  newEvent,
  type ConsumableType,
  type NewEventOf,
} from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';

export const BOOST_MS = 60 * 60 * 1000;

export type InventoryEvent = NewEventOf<typeof ConsumablePurchased | typeof ConsumableUsed | typeof ConsumableRevoked>;

interface Item {
  itemType: ConsumableType;
  paymentId: string;
  status: 'unused' | 'used' | 'revoked';
}

/** One member's items and the purchase keys already honoured. */
export interface Inventory {
  items: Record<string, Item>;
  purchaseKeys: Record<string, string>;
}

export type InventoryCommand =
  | { type: 'RecordPurchase'; memberId: string; itemId: string; itemType: ConsumableType; itemName: string; priceCents: number; paymentId: string; purchaseKey: string }
  | { type: 'UseItem'; memberId: string; itemId: string; targetUserId: string | null; now: Date }
  | { type: 'RevokePayment'; memberId: string; paymentId: string };

const decide = (command: InventoryCommand, state: Inventory, context: Parameters<Decider<Inventory, InventoryCommand>['decide']>[2]): InventoryEvent[] => {
  switch (command.type) {
    case 'RecordPurchase': {
      // The same key again (a retry, or a purchase that lost the race) records nothing more.
      if (state.purchaseKeys[command.purchaseKey]) return [];
      const { type: _type, ...data } = command;
      return [newEvent(ConsumablePurchased, data, context)];
    }
    case 'UseItem': {
      const item = state.items[command.itemId];
      if (!item || item.status === 'revoked') throw new DomainError('not_found', 'You do not own this item');
      if (item.status === 'used') throw new DomainError('consumable_already_used', 'This item has already been used');
      const boostedUntil = item.itemType === 'boost' ? new Date(command.now.getTime() + BOOST_MS).toISOString() : null;
      return [newEvent(ConsumableUsed, { memberId: command.memberId, itemId: command.itemId, itemType: item.itemType, targetUserId: command.targetUserId, boostedUntil }, context)];
    }
    case 'RevokePayment': {
      // Only what is still unused can be taken back; a used item's effect already happened.
      const itemId = Object.keys(state.items).find((id) => state.items[id]!.paymentId === command.paymentId && state.items[id]!.status === 'unused');
      return itemId ? [newEvent(ConsumableRevoked, { memberId: command.memberId, itemId, paymentId: command.paymentId }, context)] : [];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

/** Paid once per purchase key, used once per item, revoked while unused. */
export const inventoryDecider: Decider<Inventory, InventoryCommand, InventoryEvent> = {
  handles: eventsOf(ConsumablePurchased, ConsumableUsed, ConsumableRevoked),
  initialState: { items: {}, purchaseKeys: {} },
  evolve: (state, event) => {
    switch (event.type) {
      case 'ConsumablePurchased':
        return {
          items: { ...state.items, [event.data.itemId]: { itemType: event.data.itemType, paymentId: event.data.paymentId, status: 'unused' } },
          purchaseKeys: { ...state.purchaseKeys, [event.data.purchaseKey]: event.data.itemId },
        };
      case 'ConsumableUsed':
      case 'ConsumableRevoked': {
        const item = state.items[event.data.itemId];
        if (!item) return state;
        return { ...state, items: { ...state.items, [event.data.itemId]: { ...item, status: event.type === 'ConsumableUsed' ? 'used' : 'revoked' } } };
      }
      default:
        return state;
    }
  },
  decide,
};
