import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPauseRouter } from '@sankofa/command-api/account-pause';
import { chatRouters } from '@sankofa/command-api/chat';
import { registerMember } from '@sankofa/command-api/members';
import { registrationInput, TEST_IDENTITY_BAN_KEY, uniquePhoneNumber } from '@sankofa/command-api/members/testing';
import { profileViewsRouter } from '@sankofa/command-api/profile-views';
import { PremiumActivated, memberStream, newEvent, type Position } from '@sankofa/events';
import { createLogger } from '@sankofa/server-kit';
import { chatQueryRouters } from '../chat/index.ts';
import { givenMatch, read, send, sendMessage } from '../chat/testing/chat.ts';
import { discoveryQueryRouter } from '../discovery/routes/feed.ts';
import { createRankedLists } from '../discovery/ranked-lists.ts';
import { matchesQueryRouter } from '../matches/routes.ts';
import { membersQueryRouter } from '../members/routes.ts';
import { profileViewsQueryRouter } from '../profile-views/routes.ts';
import type { TestMember } from '../swipes/testing/members.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';

const context = { actorId: 'test', correlationId: 'test' };
const logger = createLogger('account-pause-test', { silent: true });

let stack: FeatureStack;
beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['discovery', 'members', 'moderation', 'matches', 'profile_viewers'],
    commandRouters: (deps) => [accountPauseRouter(deps), profileViewsRouter(deps), ...chatRouters({ ...deps, translator: null, logger })],
    queryRouters: (deps) => [
      discoveryQueryRouter({ ...deps, rankedLists: createRankedLists(deps.pool) }),
      profileViewsQueryRouter(deps),
      membersQueryRouter(deps),
      matchesQueryRouter(deps),
      ...chatQueryRouters(deps),
    ],
  });
});
afterAll(() => stack.close());

/** Everyone lives in one town, so each is in the others' discovery. */
const town = { latitude: 5.6, longitude: -0.19, currentCity: 'Accra', currentCountry: 'Ghana' };
let sequence = 0;
const member = async (firstName: string): Promise<TestMember & { position: Position }> => {
  const { memberId, position } = await registerMember(
    { store: stack.store, identityBanKey: TEST_IDENTITY_BAN_KEY },
    registrationInput({ email: `${firstName.toLowerCase()}${++sequence}@example.com`, phoneNumber: uniquePhoneNumber(), firstName, lastName: 'Mensah', age: 29, location: 'Accra', heritage: 'Ghanaian', profession: 'Nurse', ...town }),
    context,
  );
  return { id: memberId, firstName, headers: await stack.bearer(memberId), position: position! };
};

const discovered = async (viewer: TestMember, at: Position) => ((await read(stack, '/api/users/discovery', viewer, at)).body as Array<{ id: string }>).map(({ id }) => id);
const viewers = async (viewed: TestMember, at: Position) =>
  ((await read(stack, '/api/profile-viewers', viewed, at)).body.viewers as Array<{ viewer: { id: string } }>).map(({ viewer }) => viewer.id);

describe('POST /api/user/pause and /api/user/resume', () => {
  it('answers 401 without a token', async () => {
    for (const path of ['/api/user/pause', '/api/user/resume']) expect((await send(stack, 'POST', path, null)).status, path).toBe(401);
  });

  it('hides a paused member from discovery and profile viewers, keeps her match and chat, and shows her again on resume', async () => {
    const [ama, kofi, esi] = [await member('Ama'), await member('Kofi'), await member('Esi')];
    const match = await givenMatch(stack, ama, kofi);
    const premium = await stack.given(memberStream(esi.id), newEvent(PremiumActivated, { memberId: esi.id, until: null }, context));
    const viewed = await send(stack, 'POST', `/api/users/${esi.id}/view`, ama, {});
    expect(viewed.status).toBe(201);
    const before = [match.position, premium, viewed.body.position as Position].sort().at(-1)!;
    expect(await discovered(esi, before)).toContain(ama.id);
    expect(await viewers(esi, before)).toEqual([ama.id]);

    const paused = await send(stack, 'POST', '/api/user/pause', ama);
    expect(paused).toEqual({ status: 200, body: { paused: true, position: expect.any(String) } });
    expect((await read(stack, '/api/user', ama, paused.body.position)).body).toMatchObject({ paused: true });
    expect(await discovered(esi, paused.body.position)).not.toContain(ama.id);
    expect(await discovered(esi, paused.body.position)).toContain(kofi.id);
    expect(await viewers(esi, paused.body.position)).toEqual([]);

    // Her match still sees her, and they still talk.
    expect((await read(stack, '/api/matches', kofi, paused.body.position)).body).toMatchObject([{ id: match.id, user: { id: ama.id } }]);
    const hello = await sendMessage(stack, kofi, match.id, 'Still here?');
    expect(hello.status).toBe(201);
    const reply = await sendMessage(stack, ama, match.id, 'Yes, just paused');
    expect(reply.status).toBe(201);
    const messages = await read(stack, `/api/matches/${match.id}/messages`, kofi, reply.body.position);
    expect(messages.body.map(({ content }: { content: string }) => content)).toEqual(['Still here?', 'Yes, just paused']);

    const resumed = await send(stack, 'POST', '/api/user/resume', ama);
    expect(resumed).toEqual({ status: 200, body: { paused: false, position: expect.any(String) } });
    expect((await read(stack, '/api/user', ama, resumed.body.position)).body).toMatchObject({ paused: false });
    expect(await discovered(esi, resumed.body.position)).toContain(ama.id);
    expect(await viewers(esi, resumed.body.position)).toEqual([ama.id]);
  });

  it('appends nothing when the account is already in the state asked for', async () => {
    const ama = await member('Ama');
    const first = await send(stack, 'POST', '/api/user/pause', ama);
    const again = await send(stack, 'POST', '/api/user/pause', ama);
    expect(again).toEqual({ status: 200, body: { paused: true, position: first.body.position } });
    const resumed = await send(stack, 'POST', '/api/user/resume', ama);
    expect(await send(stack, 'POST', '/api/user/resume', ama)).toEqual({ status: 200, body: { paused: false, position: resumed.body.position } });
  });
});
