import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumablesRouter, purchaseConsumable, revokePurchase } from '@sankofa/command-api/consumables';
import { createInstantPayments } from '@sankofa/command-api/consumables/testing';
import { FREE_DAILY_LIKES, swipesRouter } from '@sankofa/command-api/swipes';
import { discoveryQueryRouter } from '../discovery/routes/feed.ts';
import { chatQueryRouters } from '../chat/index.ts';
import { matchesQueryRouter } from '../matches/routes.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { memberClient } from '../testing/member-client.ts';
import { consumablesQueryRouter } from './routes.ts';

const payments = createInstantPayments();
const context = { actorId: 'test', correlationId: 'test' };
let stack: FeatureStack;

beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['discovery', 'inventory', 'matches', 'members', 'moderation'],
    commandRouters: (deps) => [consumablesRouter({ ...deps, payments }), swipesRouter(deps)],
    queryRouters: (deps) => [consumablesQueryRouter(deps), discoveryQueryRouter(deps), matchesQueryRouter(deps), ...chatQueryRouters(deps)],
  });
});
afterAll(() => stack.close());

const { member, post, seen, ...client } = memberClient(() => stack, {
  emailPrefix: 'buyer',
  firstNamePrefix: 'Buyer',
  defaults: { lastName: 'Okafor', age: 30, location: 'Somewhere', heritage: 'Nigerian', profession: 'Engineer' },
});
const get = async (memberId: string, path: string) => (await client.get(memberId, path)).body;
const buy = (memberId: string, itemType = 'boost', headers: Record<string, string> = {}) =>
  post(memberId, '/api/purchase-consumable', { userId: 'ignored', itemType, itemName: 'Profile Boost' }, headers);
const use = (memberId: string, itemId: string) => post(memberId, `/api/use-consumable/${itemId}`, { targetUserId: null });
const chargesOf = (memberId: string) => [...payments.charges.values()].filter((charge) => charge.memberId === memberId);

describe('consumables', () => {
  it('buys an item at $5 through the provider; the inventory shows it; it is used once and moves to Recent Activity', async () => {
    const ama = await member();
    const bought = await buy(ama, 'superlike');
    expect(bought).toMatchObject({ status: 200, body: { item: { itemType: 'superlike' } } });
    expect(chargesOf(ama)).toEqual([expect.objectContaining({ amountCents: 500 })]);
    const owned = await get(ama, '/api/consumable-items');
    expect(owned.owned).toMatchObject({ superlike: 1, boost: 0 });
    expect(owned.unused).toEqual([expect.objectContaining({ id: bought.body.item.id, purchasePrice: 500, usedAt: null })]);

    expect((await use(ama, bought.body.item.id)).status).toBe(200);
    expect(await use(ama, bought.body.item.id)).toMatchObject({ status: 409, body: { code: 'consumable_already_used' } });
    const after = await get(ama, '/api/consumable-items');
    expect(after.unused).toEqual([]);
    expect(after.recentlyUsed).toEqual([expect.objectContaining({ id: bought.body.item.id, usedAt: expect.any(String) })]);
  });

  it("refuses another member's item, an unknown type and no token", async () => {
    const [ama, kofi] = [await member(), await member()];
    const bought = await buy(ama);
    expect((await use(kofi, bought.body.item.id)).status).toBe(404);
    expect(await buy(ama, 'diamond')).toMatchObject({ status: 400 });
    expect((await fetch(`${stack.commandUrl}/api/purchase-consumable`, { method: 'POST' })).status).toBe(401);
    expect((await fetch(`${stack.queryUrl}/api/consumable-items`)).status).toBe(401);
  });

  it('lists at most five used items, latest first', async () => {
    const ama = await member();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await buy(ama, 'superlike')).body.item.id);
    for (const id of ids) await use(ama, id);
    const { recentlyUsed } = await get(ama, '/api/consumable-items');
    expect(recentlyUsed.map((item: { id: string }) => item.id)).toEqual(ids.slice(1).reverse());
  });

  it('charges once and adds one item for the same Idempotency-Key, retried or racing', async () => {
    const ama = await member();
    const key = { 'Idempotency-Key': `buy-${ama}` };
    const answers = await Promise.all([buy(ama, 'gift', key), buy(ama, 'gift', key)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]!.body.item.id).toBe(answers[1]!.body.item.id);
    expect((await buy(ama, 'gift', key)).body.item.id).toBe(answers[0]!.body.item.id);
    expect(chargesOf(ama)).toHaveLength(1);
    expect((await get(ama, '/api/consumable-items')).owned.gift).toBe(1);
  });

  it('records one item for racing purchases with one key even past the HTTP idempotency layer', async () => {
    const ama = await member();
    const request = { memberId: ama, itemType: 'boost' as const, itemName: 'Profile Boost', purchaseKey: 'raced' };
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => purchaseConsumable({ store: stack.store, payments }, request, context)));
    expect(new Set(outcomes.map((outcome) => outcome.itemId)).size).toBe(1);
    outcomes.forEach((outcome) => seen(outcome.position));
    expect(chargesOf(ama)).toHaveLength(1);
    expect((await get(ama, '/api/consumable-items')).unused).toHaveLength(1);
  });

  it('uses an item once when two uses race', async () => {
    const ama = await member();
    const { id } = (await buy(ama, 'superlike')).body.item;
    const answers = await Promise.all([use(ama, id), use(ama, id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await get(ama, '/api/consumable-items')).recentlyUsed).toHaveLength(1);
  });

  it("removes the unused item of a payment the provider refunded or failed, and keeps a used one", async () => {
    const ama = await member();
    const [kept, refunded] = [(await buy(ama, 'superlike')).body.item, (await buy(ama, 'superlike')).body.item];
    await use(ama, kept.id);
    seen(await revokePurchase({ store: stack.store }, { memberId: ama, paymentId: refunded.paymentId }, context));
    await revokePurchase({ store: stack.store }, { memberId: ama, paymentId: kept.paymentId }, context);
    const inventory = await get(ama, '/api/consumable-items');
    expect(inventory.owned.superlike).toBe(0);
    expect(inventory.recentlyUsed).toEqual([expect.objectContaining({ id: kept.id })]);
    expect((await use(ama, refunded.id)).status).toBe(404);
  });

  it('a used super like allows one super like beyond the day’s free likes, once', async () => {
    const ama = await member();
    const liked: string[] = [];
    for (let i = 0; i < FREE_DAILY_LIKES + 2; i++) liked.push(await member());
    for (const id of liked.slice(0, FREE_DAILY_LIKES)) expect((await post(ama, '/api/swipes', { swipedId: id, isLike: true })).status).toBe(201);
    const superLike = (swipedId: string) => post(ama, '/api/swipes', { swipedId, isLike: true, isSuperLike: true });
    expect(await superLike(liked[FREE_DAILY_LIKES]!)).toMatchObject({ status: 429, body: { code: 'daily_like_limit' } });

    const { id } = (await buy(ama, 'superlike')).body.item;
    const answers = await Promise.all([use(ama, id), use(ama, id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await superLike(liked[FREE_DAILY_LIKES]!)).status).toBe(201);
    expect(await superLike(liked[FREE_DAILY_LIKES + 1]!)).toMatchObject({ status: 429 });
  });

  it('sends a gift of the catalog with a message into a match’s chat, once; a gift needs a match', async () => {
    const [ama, kofi, stranger] = [await member(), await member(), await member()];
    await post(ama, '/api/swipes', { swipedId: kofi, isLike: true });
    const { match } = (await post(kofi, '/api/swipes', { swipedId: ama, isLike: true })).body;
    const { id } = (await buy(ama, 'gift')).body.item;
    const gift = (body: unknown) => post(ama, `/api/use-consumable/${id}`, body);
    expect(await gift({ targetUserId: null })).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    expect(await gift({ targetUserId: stranger, giftId: 'kente-cloth' })).toMatchObject({ status: 404 });
    expect(await gift({ targetUserId: kofi, giftId: 'diamonds' })).toMatchObject({ status: 400 });

    const answers = await Promise.all([gift({ targetUserId: kofi, giftId: 'kente-cloth', message: 'Akwaaba!' }), gift({ targetUserId: kofi, giftId: 'kente-cloth', message: 'Akwaaba!' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const messages = await get(kofi, `/api/matches/${match.id}/messages`);
    expect(messages).toEqual([expect.objectContaining({ senderId: ama, content: expect.stringMatching(/^🎁 Kente Cloth: .+\nAkwaaba!$/) })]);
  });

  // The other tests use no boost, so the booster is the only boosted member here.
  it('a used boost ranks the member first in other members’ discovery for an hour', async () => {
    const [viewer, booster] = [await member(), await member()];
    // Registered last, so without a boost the booster would not lead: compatibility ties break by id.
    expect((await get(viewer, '/api/users/discovery'))[0].id).not.toBe(booster);
    const { id } = (await buy(booster)).body.item;
    const used = await use(booster, id);
    expect(Date.parse(used.body.item.boostedUntil) - Date.now()).toBeGreaterThan(59 * 60_000);
    const after = ((await get(viewer, '/api/users/discovery')) as Array<{ id: string }>).map(({ id: shown }) => shown);
    expect(after[0]).toBe(booster);
  });
});
