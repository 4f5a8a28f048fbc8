import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRouters } from '@sankofa/command-api/chat';
import { premiumRouter } from '@sankofa/command-api/premium';
import { swipesRouter } from '@sankofa/command-api/swipes';
import { memberStream } from '@sankofa/events';
import { memberRegistered } from '@sankofa/projections/testing';
import { PREMIUM_PRICE_CENTS, createDemoPayments } from '@sankofa/adapters/payments';
import { createLogger } from '@sankofa/server-kit';
import { read, send, type Answer } from '../chat/testing/chat.ts';
import { joinMember, type TestMember } from '../swipes/testing/members.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { analyticsQueryRouter } from './routes.ts';

let stack: FeatureStack;
beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['analytics'],
    commandRouters: (deps) => [
      swipesRouter(deps),
      ...chatRouters({ ...deps, translator: null, logger: createLogger('analytics-test', { silent: true }) }),
      premiumRouter({ ...deps, payments: createDemoPayments() }),
    ],
    queryRouters: (deps) => [analyticsQueryRouter(deps)],
  });
});
afterAll(() => stack.close());

const today = () => new Date().toISOString().slice(0, 10);
let latest: string | null = null;
const post = async (member: TestMember, path: string, body: unknown): Promise<Answer> => {
  const answer = await send(stack, 'POST', path, member, body);
  expect(answer.status).toBeLessThan(300);
  if (answer.body.position && (latest === null || answer.body.position > latest)) latest = answer.body.position;
  return answer;
};
/** A member through signup's command; later reads wait for the registration. */
const join = async (firstName: string): Promise<TestMember> => {
  const member = await joinMember(stack, { firstName });
  if (latest === null || member.position > latest) latest = member.position;
  return member;
};
const asAdmin = async () => ({ id: 'admin-1', firstName: 'Ada', headers: { authorization: `Bearer ${await stack.tokens.issue({ memberId: 'admin-1', role: 'admin' })}` } });
const analytics = async (member: TestMember | null, query: string) => read(stack, `/api/admin/analytics${query}`, member, latest);

describe('GET /api/admin/analytics', () => {
  it('answers 401 without a token and 403 to a member', async () => {
    const ama = await join('Ama');
    expect((await analytics(null, `?from=${today()}&to=${today()}`)).status).toBe(401);
    expect(await analytics(ama, `?from=${today()}&to=${today()}`)).toEqual({ status: 403, body: { error: 'Only admins can do this', code: 'forbidden' } });
  });

  it.each([
    ['', 'from is required (YYYY-MM-DD)'],
    ['?from=2026-01-01', 'to is required (YYYY-MM-DD)'],
    ['?from=yesterday&to=2026-01-02', 'from must be a date as YYYY-MM-DD'],
    ['?from=2026-02-30&to=2026-03-02', 'from is not a real date'],
    ['?from=2026-03-02&to=2026-03-01', 'from must be on or before to'],
    ['?from=2025-01-01&to=2026-01-02', 'The range must be at most 366 days'],
    ['?from=2026-01-01&to=2026-01-02&excludeDemo=maybe', 'excludeDemo must be true or false'],
  ])('answers 400 naming the problem for %s', async (query, message) => {
    const answer = await analytics(await asAdmin(), query);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain(message);
  });

  it('counts what members did through the real commands, and leaves the demo community out when asked', async () => {
    const before = (await analytics(await asAdmin(), `?from=${today()}&to=${today()}`)).body.days[0];
    const [kofi, esi, yaw] = [await join('Kofi'), await join('Esi'), await join('Yaw')];
    await post(kofi, '/api/swipes', { swipedId: esi.id, isLike: true });
    const match = await post(esi, '/api/swipes', { swipedId: kofi.id, isLike: true });
    await post(yaw, '/api/swipes', { swipedId: kofi.id, isLike: false });
    await post(kofi, `/api/matches/${match.body.match.id}/messages`, { content: 'Akwaaba!' });
    await post(esi, '/api/create-subscription', {});
    await post(esi, '/api/user/premium', { activate: true });
    latest = await stack.given(memberStream('demo-member'), memberRegistered('demo-member', {}, { demo: true }));

    const { status, body } = await analytics(await asAdmin(), `?from=${today()}&to=${today()}`);
    expect(status).toBe(200);
    const signups = before.signups + 4;
    expect(body.days).toEqual([
      {
        day: today(),
        signups,
        activeMembers: signups,
        likes: 2,
        passes: 1,
        superLikes: 0,
        likeRate: 2 / 3,
        matches: 1,
        matchRate: 0.5,
        messages: 1,
        newPremium: 1,
        premiumConversion: 1 / signups,
        premiumRevenueCents: PREMIUM_PRICE_CENTS,
        consumablesBought: 0,
        consumablesUsed: 0,
        consumableRevenueCents: 0,
      },
    ]);
    expect(body.funnel).toEqual({ signedUp: signups, matched: 2, messaged: 1, matchConversion: 2 / signups, messageConversion: 0.5 });
    expect(body.cohorts).toEqual([{ week: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), members: signups, retention: [1] }]);

    const real = (await analytics(await asAdmin(), `?from=${today()}&to=${today()}&excludeDemo=true`)).body;
    expect(real.days[0]).toMatchObject({ signups: signups - 1, activeMembers: signups - 1 });
    expect(real.funnel.signedUp).toBe(signups - 1);
  });

  it('answers every day of the range, empty days as zeros', async () => {
    const { body } = await analytics(await asAdmin(), '?from=2025-12-30&to=2026-01-02');
    expect(body.days.map((day: { day: string }) => day.day)).toEqual(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02']);
    expect(body.days[0]).toMatchObject({ signups: 0, activeMembers: 0, likeRate: null, matchRate: null, premiumConversion: null });
    expect(body.cohorts).toEqual([]);
  });
});
