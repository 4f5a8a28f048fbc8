import { describe, it } from 'vitest';
import { specificationFor, testContext } from '../testing/decider-specification.ts';
import { inventoryDecider } from './inventory.ts';

const given = specificationFor(inventoryDecider);
type Fact = Parameters<typeof given>[0][number];

const purchase = { memberId: 'ama', itemId: 'item-1', itemType: 'boost' as const, itemName: 'Profile Boost', priceCents: 500, paymentId: 'pay-1', purchaseKey: 'key-1' };
const purchased: Fact = { type: 'ConsumablePurchased', data: purchase };
const used: Fact = {
  type: 'ConsumableUsed',
  data: { memberId: 'ama', itemId: 'item-1', itemType: 'boost', targetUserId: null, boostedUntil: '2025-01-01T13:00:00.000Z' },
};
const use = { type: 'UseItem' as const, memberId: 'ama', itemId: 'item-1', targetUserId: null, now: testContext.now! };

describe('inventory', () => {
  it('records a purchase once per purchase key', () => {
    given([]).when({ type: 'RecordPurchase', ...purchase }).then([purchased]);
    given([purchased]).when({ type: 'RecordPurchase', ...purchase, itemId: 'item-2' }).then([]);
  });

  it('uses an item once, a boost for one hour', () => {
    given([purchased]).when(use).then([used]);
    given([purchased, used]).when(use).thenThrows({ code: 'consumable_already_used' });
  });

  it('refuses an item the member does not own', () => {
    given([]).when(use).thenThrows({ code: 'not_found' });
  });

  it('revokes the unused item a refunded payment paid for, and nothing used', () => {
    const revoked: Fact = { type: 'ConsumableRevoked', data: { memberId: 'ama', itemId: 'item-1', paymentId: 'pay-1' } };
    given([purchased]).when({ type: 'RevokePayment', memberId: 'ama', paymentId: 'pay-1' }).then([revoked]);
    given([purchased, revoked]).when(use).thenThrows({ code: 'not_found' });
    given([purchased, used]).when({ type: 'RevokePayment', memberId: 'ama', paymentId: 'pay-1' }).then([]);
  });
});
