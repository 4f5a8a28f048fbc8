import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { purchaseConsumable as purchaseContract, useConsumable as useContract } from '@sankofa/contracts';
import { inventoryStream, type EventStore } from '@sankofa/events';
import { handleCommand } from '../handle-command.ts';
import { readFolded } from '../stream-states.ts';
import { extendTodaysLikes } from './super-like-allowance.ts';
import { giftMatchOf, giftMessage, sendGift } from './gift.ts';
import { rewindPass, rewindTargetOf } from './rewind.ts';
import type { PaymentProvider } from '@sankofa/adapters/payments';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { pathId } from '../chat/input.ts';
import { eventContextOf } from '../event-context.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../idempotency/middleware.ts';
import { respondWithPosition } from '../respond.ts';
import { inventoryDecider } from './inventory.ts';
import { purchaseConsumable } from './purchases.ts';

export interface ConsumablesRouterDependencies {
  store: EventStore;
  tokens: AccessTokens;
  /** The backbone's payment provider (demo by default). */
  payments: PaymentProvider;
}

/** POST /api/purchase-consumable and POST /api/use-consumable/:id, for the token's member only. */
export const consumablesRouter = ({ store, tokens, payments }: ConsumablesRouterDependencies): Router => {
  const router = new Router();

  mount(router, purchaseContract, requireMember(tokens), async (ctx, { body: { itemType, itemName } }) => {
    const purchaseKey = ctx.get(IDEMPOTENCY_KEY_HEADER) || randomUUID();
    const outcome = await purchaseConsumable({ store, payments }, { memberId: principalOf(ctx).memberId, itemType, itemName, purchaseKey }, eventContextOf(ctx));
    respondWithPosition(ctx, 200, { item: { id: outcome.itemId, itemType: outcome.itemType, paymentId: outcome.paymentId } }, outcome.position);
  });

  mount(router, useContract, requireMember(tokens), async (ctx, { params, body }) => {
    const { memberId } = principalOf(ctx);
    const itemId = pathId(params.id, 'You do not own this item', 'not_found');
    const now = new Date();
    const context = eventContextOf(ctx);
    // A super like's extra like is granted before the item is marked used, keyed by the item: a use
    // that stops in between, or races itself, extends the day's likes once and uses the item once.
    const owned = (await readFolded(store, inventoryStream(memberId), inventoryDecider)).state.items[itemId];
    if (owned?.itemType === 'superlike' && owned.status === 'unused') await extendTodaysLikes(store, memberId, itemId, now, context);
    const giftMatch = owned?.itemType === 'gift' && owned.status === 'unused' ? await giftMatchOf(store, memberId, body?.targetUserId, body?.giftId, context) : null;
    const rewindTarget = owned?.itemType === 'rewind' && owned.status === 'unused' ? await rewindTargetOf(store, memberId, body?.targetUserId) : null;
    const result = await handleCommand({
      store,
      stream: inventoryStream(memberId),
      decider: inventoryDecider,
      command: { type: 'UseItem', memberId, itemId, targetUserId: body?.targetUserId ?? null, now },
      context,
    });
    const used = result.events.find((event) => event.type === 'ConsumableUsed');
    if (!used || used.type !== 'ConsumableUsed') throw new Error('A use that appended nothing');
    // Only the use that won sends the gift, so a raced use is one message.
    const gift = giftMatch ? await sendGift(store, { matchId: giftMatch, senderId: memberId, content: giftMessage(body!.giftId!, body?.message) }, context) : null;
    // Likewise only the winning use takes the pass back.
    const rewound = rewindTarget ? await rewindPass(store, { memberId, target: rewindTarget, itemId }, context) : null;
    // An effect's event comes after the use: a read that waits for this position sees the effect.
    const effect = gift ?? rewound;
    respondWithPosition(ctx, 200, { item: { id: itemId, itemType: used.data.itemType, boostedUntil: used.data.boostedUntil } }, effect?.position ?? result.position);
  });
  return router;
};
