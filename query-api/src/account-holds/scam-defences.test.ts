import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRouters } from '@sankofa/command-api/chat';
import { TEST_IDENTITY_BAN_KEY } from '@sankofa/command-api/members/testing';
import { holdsRouter, safetyRouter, scamDefence } from '@sankofa/command-api/safety';
import { swipesRouter } from '@sankofa/command-api/swipes';
import { createLogger } from '@sankofa/server-kit';
import { chatQueryRouters } from '../chat/index.ts';
import { givenMatch, membersNamed, read, send, sendMessage } from '../chat/testing/chat.ts';
import { matchesQueryRouter } from '../matches/routes.ts';
import type { TestMember } from '../swipes/testing/members.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { accountHoldsQueryRouter } from './index.ts';

const logger = createLogger('scam-defences-test', { silent: true });
let stack: FeatureStack;
let admin: TestMember;
beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['members', 'matches', 'moderation', 'discovery', 'account_holds'],
    reactors: ({ store }) => [scamDefence({ store })],
    commandRouters: (deps) => [...chatRouters({ ...deps, translator: null, logger }), safetyRouter(deps), swipesRouter(deps), holdsRouter({ ...deps, identityBanKey: TEST_IDENTITY_BAN_KEY })],
    queryRouters: (deps) => [matchesQueryRouter(deps), ...chatQueryRouters(deps), accountHoldsQueryRouter(deps)],
    rateLimits: { messages: { points: 1000, durationSeconds: 60 }, reports: { points: 1000, durationSeconds: 60 } },
  });
  admin = { id: 'admin-1', firstName: 'Admin', headers: { authorization: `Bearer ${await stack.tokens.issue({ memberId: 'admin-1', role: 'admin' })}` } };
});
afterAll(() => stack.close());

/** The reactor holds on its own time: ask until the answer is what the test waits for. */
const eventually = async <T>(ask: () => Promise<T>, done: (answer: T) => boolean): Promise<T> => {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answer = await ask();
    if (done(answer) || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
const heldAccounts = () => read(stack, '/api/admin/holds', admin);
/** The reactor judges a member in the transaction that keeps her openers: once all are kept, a hold would be due or made. */
const judgedAfterOpeners = async (member: TestMember, openers: number) => {
  const count = () => stack.pool.query<{ count: number }>('SELECT count(*)::int AS count FROM scam_openers WHERE sender_id = $1', [member.id]);
  await eventually(count, ({ rows }) => rows[0]!.count === openers);
  const { rows } = await stack.pool.query('SELECT member_id FROM scam_holds_due WHERE member_id = $1', [member.id]);
  const held = (await heldAccounts()).body.map((entry: { member: { id: string } }) => entry.member.id);
  return rows.length > 0 || held.includes(member.id);
};
const heldEntryOf = (member: TestMember) => eventually(heldAccounts, ({ body }) => body.some((held: { member: { id: string } }) => held.member.id === member.id));

const OPENER = 'Hello my dear, I saw your profile and your beautiful smile touched my heart. I am an engineer working offshore and I am looking for a serious woman to share my life with';

describe('scam tips on messages', () => {
  it("flags a message asking to move to WhatsApp for its receiver only, and leaves ordinary conversation alone", async () => {
    const [kofi, ama] = await membersNamed(stack, 'Kofi', 'Ama');
    const match = await givenMatch(stack, kofi, ama);
    await sendMessage(stack, kofi, match.id, "Let's split the bill on Saturday?");
    const ask = await sendMessage(stack, kofi, match.id, 'I am rarely here, add me on WhatsApp +44 7700 900123');
    expect(ask.body.message.scamTip).toBeUndefined();

    const forAma = await read(stack, `/api/matches/${match.id}/messages`, ama, ask.body.position);
    expect(forAma.body.map((message: { content: string; scamTip: boolean }) => [message.content, message.scamTip])).toEqual([
      ["Let's split the bill on Saturday?", undefined],
      ['I am rarely here, add me on WhatsApp +44 7700 900123', true],
    ]);
    const forKofi = await read(stack, `/api/matches/${match.id}/messages`, kofi, ask.body.position);
    expect(forKofi.body.map((message: { scamTip: boolean }) => message.scamTip)).toEqual([undefined, undefined]);
  });
});

describe('accounts held for review', () => {
  it('holds an account that sends near-identical openers to 5 members in a day: no messages, out of discovery, its matches warned, until an admin releases it', async () => {
    const [scammer, ...targets] = await membersNamed(stack, 'Kwame', 'Abena', 'Efua', 'Akosua', 'Adwoa', 'Yaa');
    const matches = await Promise.all(targets.map((target) => givenMatch(stack, scammer, target)));
    for (const [index, match] of matches.slice(0, 4).entries()) {
      expect((await sendMessage(stack, scammer, match.id, OPENER.replace('dear', ['dear', 'darling', 'dear', 'queen'][index]!))).status).toBe(201);
    }
    // Four members are not enough.
    expect(await judgedAfterOpeners(scammer, 4)).toBe(false);

    expect((await sendMessage(stack, scammer, matches[4]!.id, OPENER)).status).toBe(201);
    const held = await heldEntryOf(scammer);
    expect(held.body).toEqual([{ member: { id: scammer.id, name: 'Kwame Mensah', photos: [] }, reasons: [{ kind: 'similar_openers', members: 5, hours: 24 }], heldAt: expect.any(String) }]);

    expect(await sendMessage(stack, scammer, matches[0]!.id, 'Are you there?')).toEqual({
      status: 403,
      body: { error: expect.stringContaining('being reviewed for suspicious activity'), code: 'account_held' },
    });
    const [stranger] = await membersNamed(stack, 'Esi');
    expect((await send(stack, 'POST', '/api/pre-match-message', scammer, { receiverId: stranger.id, content: 'Hello dear' })).body.code).toBe('account_held');
    expect((await read(stack, `/api/matches/${matches[0]!.id}/review-notice`, targets[0]!)).body).toEqual({ underReview: true });
    const { rows } = await stack.pool.query('SELECT is_suspended FROM public.discovery_profiles WHERE member_id = $1', [scammer.id]);
    expect(rows).toEqual([{ is_suspended: true }]);

    expect((await send(stack, 'POST', `/api/admin/holds/${scammer.id}/release`, targets[0]!)).status).toBe(403);
    const released = await send(stack, 'POST', `/api/admin/holds/${scammer.id}/release`, admin);
    expect(released.status).toBe(200);
    expect((await read(stack, '/api/admin/holds', admin, released.body.position)).body).toEqual([]);
    expect((await read(stack, `/api/matches/${matches[0]!.id}/review-notice`, targets[0]!, released.body.position)).body).toEqual({ underReview: false });
    expect((await sendMessage(stack, scammer, matches[0]!.id, 'Are you there?')).status).toBe(201);
    expect(await send(stack, 'POST', `/api/admin/holds/${scammer.id}/release`, admin)).toEqual({ status: 409, body: { error: 'This account is not held for review', code: 'account_not_held' } });
  });

  it('does not hold a member who says hi to everyone', async () => {
    const [friendly, ...others] = await membersNamed(stack, 'Kobby', 'Ama', 'Esi', 'Afia', 'Araba', 'Adjoa');
    for (const other of others) await sendMessage(stack, friendly, (await givenMatch(stack, friendly, other)).id, 'Hi there! How are you?');
    expect(await judgedAfterOpeners(friendly, 5)).toBe(false);
  });

  it('does not hold a member whose openers differ', async () => {
    const [chatty, ...others] = await membersNamed(stack, 'Kojo', 'Ama', 'Esi', 'Afia', 'Araba', 'Adjoa');
    const openers = ['Hi! Love your hiking photos', 'Jollof or waakye, choose wisely', 'Your bio made me laugh, a fellow engineer!', 'Hello from Kumasi, how is your week?', 'Is that Cape Coast castle in your photo?'];
    for (const [index, other] of others.entries()) await sendMessage(stack, chatty, (await givenMatch(stack, chatty, other)).id, openers[index]!);
    expect(await judgedAfterOpeners(chatty, 5)).toBe(false);
  });

  it('holds an account reported by 3 members, shows the admin why, and suspends it on her word', async () => {
    const [reported, ...reporters] = await membersNamed(stack, 'Yaw', 'Akua', 'Efia', 'Ekua');
    for (const reporter of reporters) {
      expect((await send(stack, 'POST', `/api/users/${reported.id}/report`, reporter, { reason: 'spam', description: 'Asked for money' })).status).toBe(201);
    }
    const held = await heldEntryOf(reported);
    expect(held.body.find((entry: { member: { id: string } }) => entry.member.id === reported.id).reasons).toEqual([{ kind: 'reports', members: 3 }]);

    expect((await send(stack, 'POST', `/api/admin/holds/not-a-member/suspend`, admin)).status).toBe(404);
    const suspended = await send(stack, 'POST', `/api/admin/holds/${reported.id}/suspend`, admin);
    expect(suspended.status).toBe(200);
    const after = await read(stack, '/api/admin/holds', admin, suspended.body.position);
    expect(after.body.map((entry: { member: { id: string } }) => entry.member.id)).not.toContain(reported.id);
  });
});
