import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swipesRouter } from '@sankofa/command-api/swipes';
import { AccountDeleted, MemberSuspended, SuspensionLifted, memberStream, newEvent, type Position } from '@sankofa/events';
import { command, joinMember, type TestMember } from '../swipes/testing/members.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { passedProfilesQueryRouter } from './routes.ts';

let stack: FeatureStack;
beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['members', 'moderation', 'discovery'],
    commandRouters: (deps) => [swipesRouter(deps)],
    queryRouters: (deps) => [passedProfilesQueryRouter(deps)],
  });
});
afterAll(() => stack.close());

const passed = async (member: TestMember, minPosition?: Position | null) => {
  const response = await fetch(`${stack.queryUrl}/api/passed-profiles`, { headers: { ...member.headers, ...(minPosition ? { 'x-min-position': minPosition } : {}) } });
  return { status: response.status, body: await response.json() };
};
const swipe = (swiper: TestMember, swiped: TestMember, isLike: boolean) => command(stack, '/api/swipes', swiper, { swipedId: swiped.id, isLike });

describe('GET /api/passed-profiles (Revisit Passed Profiles)', () => {
  it('refuses a free member with 403 premium_required, and liking a passed profile too', async () => {
    const [free, kofi] = await Promise.all([joinMember(stack), joinMember(stack)]);
    const pass = await swipe(free, kofi, false);
    expect(await passed(free, pass.body.position)).toMatchObject({ status: 403, body: { code: 'premium_required' } });
    expect(await swipe(free, kofi, true)).toMatchObject({ status: 403, body: { code: 'premium_required' } });
  });

  it("lists a premium member's passes, who may like one again, which then leaves the list", async () => {
    const [ama, kofi, yaw, esi] = await Promise.all([joinMember(stack, { premium: true }), joinMember(stack), joinMember(stack), joinMember(stack)]);
    await swipe(ama, kofi, false);
    await swipe(ama, esi, true);
    await swipe(yaw, ama, false); // Yaw's pass, not Ama's
    const last = await swipe(ama, yaw, false);
    const before = await passed(ama, last.body.position);
    expect(before.status).toBe(200);
    expect(before.body.map((member: { id: string }) => member.id)).toEqual([yaw.id, kofi.id]);
    const liked = await swipe(ama, kofi, true);
    expect(liked.status).toBe(201);
    expect((await passed(ama, liked.body.position)).body.map((member: { id: string }) => member.id)).toEqual([yaw.id]);
  });

  it('leaves out a suspended member until the suspension is lifted, and a deleted one for good', async () => {
    const [ama, kofi, esi] = await Promise.all([joinMember(stack, { premium: true }), joinMember(stack), joinMember(stack)]);
    await swipe(ama, kofi, false);
    const last = await swipe(ama, esi, false);
    expect((await passed(ama, last.body.position)).body.map((member: { id: string }) => member.id)).toEqual([esi.id, kofi.id]);
    const context = { actorId: 'admin', correlationId: 'test' };
    const suspended = await stack.given(memberStream(kofi.id), newEvent(MemberSuspended, { memberId: kofi.id, reason: 'Spam', reportId: null, decidedBy: 'admin' }, context));
    const deleted = await stack.given(memberStream(esi.id), newEvent(AccountDeleted, { memberId: esi.id }, context));
    expect((await passed(ama, [suspended, deleted].sort().at(-1))).body).toEqual([]);
    const lifted = await stack.given(memberStream(kofi.id), newEvent(SuspensionLifted, { memberId: kofi.id, decidedBy: 'admin' }, context));
    expect((await passed(ama, lifted)).body.map((member: { id: string }) => member.id)).toEqual([kofi.id]);
  });
});
