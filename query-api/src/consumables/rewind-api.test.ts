import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumablesRouter } from '@sankofa/command-api/consumables';
import { createInstantPayments } from '@sankofa/command-api/consumables/testing';
import { swipesRouter } from '@sankofa/command-api/swipes';
import { discoveryQueryRouter } from '../discovery/routes/feed.ts';
import { passedProfilesQueryRouter } from '../passed-profiles/routes.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { memberClient } from '../testing/member-client.ts';
import { consumablesQueryRouter } from './routes.ts';

const payments = createInstantPayments();
let stack: FeatureStack;

beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['discovery', 'inventory', 'members', 'moderation'],
    commandRouters: (deps) => [consumablesRouter({ ...deps, payments }), swipesRouter(deps)],
    queryRouters: (deps) => [consumablesQueryRouter(deps), discoveryQueryRouter(deps), passedProfilesQueryRouter(deps)],
  });
});
afterAll(() => stack.close());

const { member, post, ...client } = memberClient(() => stack, {
  emailPrefix: 'rewinder',
  firstNamePrefix: 'Rewinder',
  defaults: { lastName: 'Mensah', age: 30, location: 'Somewhere', heritage: 'Ghanaian', profession: 'Teacher' },
});
const get = async (memberId: string, path: string) => (await client.get(memberId, path)).body;
const discovered = async (memberId: string): Promise<string[]> => ((await get(memberId, '/api/users/discovery')) as Array<{ id: string }>).map(({ id }) => id);
const swipe = (memberId: string, swipedId: string, isLike: boolean) => post(memberId, '/api/swipes', { swipedId, isLike });
const buyRewind = async (memberId: string): Promise<string> =>
  (await post(memberId, '/api/purchase-consumable', { userId: 'ignored', itemType: 'rewind', itemName: 'Rewind' })).body.item.id;
const rewind = (memberId: string, itemId: string, targetUserId: string | null) => post(memberId, `/api/use-consumable/${itemId}`, { targetUserId });
const inventoryOf = (memberId: string) => get(memberId, '/api/consumable-items');

describe('rewind', () => {
  it('undoes the last pass: the profile is back in discovery, and the item is used once even when the use races itself', async () => {
    const [ama, kofi, esi] = [await member(), await member(), await member()];
    expect(await discovered(ama)).toEqual(expect.arrayContaining([kofi, esi]));
    expect((await swipe(ama, esi, false)).status).toBe(201);
    expect((await swipe(ama, kofi, false)).status).toBe(201);
    expect(await discovered(ama)).not.toContain(kofi);

    const last = await get(ama, '/api/last-pass');
    expect(last.member).toMatchObject({ id: kofi });
    const itemId = await buyRewind(ama);
    const answers = await Promise.all([rewind(ama, itemId, kofi), rewind(ama, itemId, kofi)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);

    expect(await discovered(ama)).toContain(kofi);
    expect(await discovered(ama)).not.toContain(esi);
    // The pass before it is now the last one.
    expect((await get(ama, '/api/last-pass')).member).toMatchObject({ id: esi });
    const inventory = await inventoryOf(ama);
    expect(inventory.owned.rewind).toBe(0);
    expect(inventory.recentlyUsed).toEqual([expect.objectContaining({ id: itemId, itemType: 'rewind' })]);
    // No decision stands: the member may be passed again.
    expect((await swipe(ama, kofi, false)).status).toBe(201);
    expect(await discovered(ama)).not.toContain(kofi);
  });

  it('answers 409 nothing_to_rewind, and keeps the item, when there is no pass to take back', async () => {
    const [ama, kofi] = [await member(), await member()];
    const itemId = await buyRewind(ama);
    expect(await get(ama, '/api/last-pass')).toEqual({ member: null });
    expect(await rewind(ama, itemId, null)).toMatchObject({ status: 409, body: { code: 'nothing_to_rewind' } });
    expect(await rewind(ama, itemId, kofi)).toMatchObject({ status: 409, body: { code: 'nothing_to_rewind' } });
    // A like is no pass.
    await swipe(ama, kofi, true);
    expect(await rewind(ama, itemId, kofi)).toMatchObject({ status: 409, body: { code: 'nothing_to_rewind' } });
    const inventory = await inventoryOf(ama);
    expect(inventory.owned.rewind).toBe(1);
    expect(inventory.recentlyUsed).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await fetch(`${stack.queryUrl}/api/last-pass`)).status).toBe(401);
  });
});
