import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_LIKE_LIMIT_REACHED, FREE_DAILY_LIKES, swipesRouter } from '@sankofa/command-api/swipes';
import { matchStream, type RecordedEvent } from '@sankofa/events';
import { memberStatsQueryRouter } from '../member-stats/routes.ts';
import { membersQueryRouter } from '../members/routes.ts';
import { notificationsQueryRouter } from '../notifications/routes.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { command, givenBlock, joinMember, query, type TestMember } from './testing/members.ts';

let stack: FeatureStack;
beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['members', 'moderation', 'notifications', 'member_stats'],
    commandRouters: (deps) => [swipesRouter(deps)],
    queryRouters: (deps) => [membersQueryRouter(deps), notificationsQueryRouter(deps), memberStatsQueryRouter(deps)],
  });
});
afterAll(() => stack.close());

const swipe = (swiper: TestMember | null, body: unknown) => command(stack, '/api/swipes', swiper, body);
const like = (swiper: TestMember, swiped: TestMember) => swipe(swiper, { swipedId: swiped.id, isLike: true });
const pass = (swiper: TestMember, swiped: TestMember) => swipe(swiper, { swipedId: swiped.id, isLike: false });
const preMatch = (sender: TestMember, body: Record<string, unknown>) => command(stack, '/api/pre-match-message', sender, body);
const members = (count: number) => Promise.all(Array.from({ length: count }, () => joinMember(stack)));
const two = () => Promise.all([joinMember(stack), joinMember(stack)]);
const three = () => Promise.all([joinMember(stack), joinMember(stack), joinMember(stack)]);

const streamEvents = async (stream: string) => {
  const events: RecordedEvent[] = [];
  for await (const event of stack.store.readStream(stream)) events.push(event);
  return events;
};

describe('POST /api/swipes', () => {
  it('answers 401 without a valid token', async () => {
    expect((await swipe(null, { swipedId: 'x', isLike: true })).status).toBe(401);
    expect((await command(stack, '/api/pre-match-message', null, { receiverId: 'x', content: 'Hi' })).status).toBe(401);
  });

  it("records a like, then answers the like back with the match and the matched member's public card", async () => {
    const [ama, kofi] = [await joinMember(stack, { firstName: 'Ama' }), await joinMember(stack, { firstName: 'Kofi' })];
    const first = await like(ama, kofi);
    expect(first).toMatchObject({ status: 201, body: { swipe: { swipedId: kofi.id, isLike: true, isSuperLike: false } } });
    expect(first.body).not.toHaveProperty('match');

    const second = await like(kofi, ama);
    expect(second.status).toBe(201);
    const { match, position } = second.body;
    expect(match).toMatchObject({ userId1: kofi.id, userId2: ama.id, matchedUser: { id: ama.id, firstName: 'Ama', name: 'Ama Mensah' } });
    expect(JSON.stringify(match)).not.toMatch(/example\.com|\+233/);
    expect(match.matchedUser).toEqual(await query(stack, `/api/users/${ama.id}`, kofi, position));
    // The swipe that made the match opened its conversation's stream: a match id names a stream the write side reads.
    const opened = await streamEvents(matchStream(match.id));
    expect(opened.map((event) => event.type)).toEqual(['MatchOpened']);
    expect(position).toBe(opened[0]!.position);
  });

  it('answers a repeated like of a matched pair with the same match, recording nothing', async () => {
    const [ama, kofi] = await two();
    await like(ama, kofi);
    const made = await like(kofi, ama);
    const repeated = await like(kofi, ama);
    expect(repeated.status).toBe(200);
    expect(repeated.body.match.id).toBe(made.body.match.id);
  });

  it('records a pass; a repeated pass records nothing; a later like needs premium', async () => {
    const [free, premium, target] = [await joinMember(stack), await joinMember(stack, { premium: true }), await joinMember(stack)];
    expect(await pass(free, target)).toMatchObject({ status: 201, body: { swipe: { isLike: false, isSuperLike: false } } });
    expect((await pass(free, target)).status).toBe(200);
    expect(await like(free, target)).toMatchObject({ status: 403, body: { code: 'premium_required' } });
    await pass(premium, target);
    expect((await like(premium, target)).status).toBe(201);
  });

  it('answers 409 to a pass or super like on a member already liked', async () => {
    const [ama, kofi] = await two();
    await like(ama, kofi);
    expect(await pass(ama, kofi)).toMatchObject({ status: 409, body: { code: 'already_liked' } });
    expect(await swipe(ama, { swipedId: kofi.id, isLike: true, isSuperLike: true })).toMatchObject({ status: 409, body: { code: 'already_liked' } });
  });

  it('sends a super like, which its target hears of', async () => {
    const [ama, kofi] = await two();
    const sent = await swipe(ama, { swipedId: kofi.id, isLike: true, isSuperLike: true });
    expect(sent).toMatchObject({ status: 201, body: { swipe: { swipedId: kofi.id, isLike: true, isSuperLike: true } } });
    const notifications = await query(stack, '/api/notifications', kofi, sent.body.position);
    expect(notifications).toMatchObject([{ type: 'like', title: 'New Super Like', message: 'Someone super liked you', relatedMemberId: ama.id }]);
  });

  it('answers 400 to a swipe on oneself and 404 to an unknown or blocked member, either way round', async () => {
    const [ama, kofi, yaw] = await three();
    expect(await like(ama, ama)).toMatchObject({ status: 400, body: { code: 'cannot_swipe_self' } });
    for (const swipedId of ['0190a6e0-0000-7000-8000-00000000dead', '1', "1' OR '1'='1"]) {
      expect(await swipe(ama, { swipedId, isLike: true }), swipedId).toMatchObject({ status: 404, body: { error: 'Member not found', code: 'member_not_found' } });
    }
    await givenBlock(stack, kofi, ama);
    expect((await like(ama, kofi)).status).toBe(404);
    expect((await like(kofi, ama)).status).toBe(404);
    expect((await like(ama, yaw)).status).toBe(201);
  });

  it('answers 400 naming the field to garbage', async () => {
    const [ama, kofi] = await two();
    const cases: Array<[unknown, RegExp]> = [
      [{ isLike: true }, /swipedId is required/],
      [{ swipedId: kofi.id }, /isLike is required/],
      [{ swipedId: kofi.id, isLike: 'yes' }, /isLike must be true or false/],
      [{ swipedId: 42, isLike: true }, /swipedId must be a member id/],
      [{ swipedId: 'x'.repeat(500), isLike: true }, /swipedId must be a member id/],
      [{ swipedId: kofi.id, isLike: false, isSuperLike: true }, /isSuperLike: A super like is a like/],
      [[1, 2], /body/],
      ['{"swipedId":', /JSON|body/i],
    ];
    for (const [body, message] of cases) {
      const answer = await swipe(ama, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error, JSON.stringify(body)).toMatch(message);
    }
  });
});

describe('the daily like limit', () => {
  it(`lets a free member like ${FREE_DAILY_LIKES} members a day, then answers 429; repeats and passes take nothing`, async () => {
    const [member, others] = [await joinMember(stack), await members(FREE_DAILY_LIKES + 2)];
    for (const other of others.slice(0, FREE_DAILY_LIKES)) expect((await like(member, other)).status).toBe(201);
    const refused = await like(member, others[FREE_DAILY_LIKES]!);
    expect(refused).toMatchObject({ status: 429, body: { code: 'daily_like_limit', error: DAILY_LIKE_LIMIT_REACHED, details: { limit: FREE_DAILY_LIKES } } });
    expect(Date.parse(refused.body.details.resetsAt)).toBeGreaterThan(Date.now());
    expect((await like(member, others[0]!)).status).toBe(200);
    expect((await pass(member, others[FREE_DAILY_LIKES + 1]!)).status).toBe(201);
  });

  it('lets premium members like without a limit', async () => {
    const [member, others] = [await joinMember(stack, { premium: true }), await members(FREE_DAILY_LIKES + 2)];
    for (const other of others) expect((await like(member, other)).status).toBe(201);
  });

  it('lets exactly as many simultaneous likes pass as the member has left', async () => {
    const [member, others] = [await joinMember(stack), await members(FREE_DAILY_LIKES + 3)];
    for (const other of others.slice(0, FREE_DAILY_LIKES - 2)) await like(member, other);
    const answers = await Promise.all(others.slice(FREE_DAILY_LIKES - 2).map((other) => like(member, other)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 429, 429, 429]);
  });
});

describe('POST /api/pre-match-message', () => {
  it('sends one trimmed message from a premium member, which the receiver is told of', async () => {
    const [ama, kofi] = [await joinMember(stack, { premium: true }), await joinMember(stack)];
    const sent = await preMatch(ama, { receiverId: kofi.id, content: '  Akwaaba! Your bio made me smile.  ' });
    expect(sent).toMatchObject({ status: 201, body: { message: { senderId: ama.id, receiverId: kofi.id, content: 'Akwaaba! Your bio made me smile.' } } });
    expect(typeof sent.body.message.id).toBe('string');
    expect(Date.parse(sent.body.message.createdAt)).not.toBeNaN();
    const notifications = await query(stack, '/api/notifications', kofi, sent.body.position);
    expect(notifications).toMatchObject([{ type: 'message', message: 'Akwaaba! Your bio made me smile.', relatedMemberId: ama.id }]);
    expect(await preMatch(ama, { receiverId: kofi.id, content: 'Me again' })).toMatchObject({ status: 409, body: { code: 'pre_match_message_already_sent' } });
  });

  it('is premium only, enforced by the server', async () => {
    const [free, kofi] = await two();
    expect(await preMatch(free, { receiverId: kofi.id, content: 'Hello' })).toMatchObject({ status: 403, body: { code: 'premium_required' } });
  });

  it('takes the sender from the token: another senderId in the body is 403', async () => {
    const [ama, kofi] = [await joinMember(stack, { premium: true }), await joinMember(stack)];
    expect(await preMatch(ama, { senderId: kofi.id, receiverId: kofi.id, content: 'Hello' })).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect(await preMatch(ama, { senderId: 1, receiverId: kofi.id, content: 'Hello' })).toMatchObject({ status: 403 });
    expect((await preMatch(ama, { senderId: ama.id, receiverId: kofi.id, content: 'Hello' })).status).toBe(201);
  });

  it('answers 400 to an empty or too long message and to garbage, 404 to an unknown receiver, 409 once matched', async () => {
    const [ama, kofi] = [await joinMember(stack, { premium: true }), await joinMember(stack)];
    for (const content of ['   ', 'a'.repeat(201)]) {
      expect(await preMatch(ama, { receiverId: kofi.id, content })).toMatchObject({ status: 400, body: { error: 'content must be between 1 and 200 characters' } });
    }
    expect(await preMatch(ama, { receiverId: kofi.id })).toMatchObject({ status: 400, body: { error: expect.stringMatching(/content is required/) } });
    expect(await preMatch(ama, { receiverId: kofi.id, content: 7 })).toMatchObject({ status: 400, body: { error: expect.stringMatching(/content must be text/) } });
    expect(await preMatch(ama, { receiverId: '0190a6e0-0000-7000-8000-00000000dead', content: 'Hello' })).toMatchObject({ status: 404 });
    await like(ama, kofi);
    await like(kofi, ama);
    expect(await preMatch(ama, { receiverId: kofi.id, content: 'Hello' })).toMatchObject({ status: 409, body: { code: 'already_matched' } });
  });
});

describe('the stats and notifications swipes feed', () => {
  it('counts likes given, super likes and matches, and tells both members of their match', async () => {
    const [ama, kofi, esi] = await three();
    await like(ama, kofi);
    await swipe(ama, { swipedId: esi.id, isLike: true, isSuperLike: true });
    const { body } = await like(kofi, ama);
    expect(await query(stack, '/api/user/stats', ama, body.position)).toEqual({ matches: 1, likesGiven: 2, superLikes: 1 });
    expect(await query(stack, '/api/user/stats', kofi)).toEqual({ matches: 1, likesGiven: 1, superLikes: 0 });
    const [amaNews, kofiNews] = [await query(stack, '/api/notifications', ama), await query(stack, '/api/notifications', kofi)];
    expect(amaNews).toMatchObject([{ type: 'match', title: "It's a Match!", relatedMemberId: kofi.id, relatedMember: { name: kofi.firstName + ' Mensah' } }]);
    expect(kofiNews).toMatchObject([{ type: 'match', relatedMemberId: ama.id }]);
  });
});
