import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRouters } from '@sankofa/command-api/chat';
import { moderationRouter } from '@sankofa/command-api/moderation';
import { safetyRouter } from '@sankofa/command-api/safety';
import { createLogger } from '@sankofa/server-kit';
import { discoveryQueryRouter } from '../discovery/routes/feed.ts';
import { createRankedLists } from '../discovery/ranked-lists.ts';
import { givenMatch, read, send, sendMessage, type Answer } from '../chat/testing/chat.ts';
import { matchesQueryRouter } from '../matches/routes.ts';
import { memberClient } from '../testing/member-client.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import type { TestMember } from '../swipes/testing/members.ts';
import { moderationQueryRouter } from './routes.ts';

let stack: FeatureStack;
beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['members', 'matches', 'moderation', 'discovery'],
    commandRouters: (deps) => [
      ...chatRouters({ ...deps, translator: null, logger: createLogger('moderation-test', { silent: true }) }),
      safetyRouter(deps),
      moderationRouter({ ...deps, identityBanKey: 'test-identity-ban-key' }),
    ],
    queryRouters: (deps) => [matchesQueryRouter(deps), moderationQueryRouter(deps), discoveryQueryRouter({ ...deps, rankedLists: createRankedLists(deps.pool) })],
  });
});
afterAll(() => stack.close());

const place = { latitude: 5.6, longitude: -0.19, currentCity: 'Accra', currentCountry: 'Ghana' };
const client = memberClient(() => stack, {
  emailPrefix: 'moderation',
  firstNamePrefix: 'Member',
  defaults: { lastName: 'Mensah', age: 29, location: 'Accra, Ghana', heritage: 'Ghanaian', profession: 'Architect' },
});
/** A member registered through signup's command, with a token of their role. */
const joined = async (firstName: string, role: 'member' | 'admin' = 'member'): Promise<TestMember> => {
  const id = await client.member({ firstName, role, ...place });
  return { id, firstName, headers: { authorization: `Bearer ${await stack.tokens.issue({ memberId: id, role })}` } };
};
/** Commands remember their position, so the next read waits for the read models to pass it. */
let latest: string | null = null;
const sent = (answer: Answer) => {
  if (answer.body?.position && (latest === null || answer.body.position > latest)) latest = answer.body.position;
  return answer;
};
const get = (member: TestMember | null, path: string) => read(stack, path, member, latest);
const post = async (member: TestMember, path: string, body: unknown = {}) => sent(await send(stack, 'POST', path, member, body));
const idsOf = (answer: Answer) => (answer.body as Array<{ id: string }>).map(({ id }) => id);
const matchedIds = async (member: TestMember) => ((await get(member, '/api/matches')).body as Array<{ user: { id: string } }>).map((match) => match.user.id);

describe('the moderation queue and suspensions, read side', () => {
  it('answers 401 without a token and 403 to a member', async () => {
    const ama = await joined('Ama');
    expect((await get(null, '/api/admin/suspensions')).status).toBe(401);
    expect(await get(ama, '/api/admin/suspensions')).toEqual({ status: 403, body: { error: 'Only admins can do this', code: 'forbidden' } });
  });

  it('shows the reported profile, and the conversation up to the report only when the reporter attached it', async () => {
    const [ama, kofi, esi, admin] = [await joined('Ama'), await joined('Kofi'), await joined('Esi'), await joined('Ada', 'admin')];
    const match = await givenMatch(stack, ama, kofi);
    sent(await sendMessage(stack, ama, match.id, 'Hello Kofi'));
    sent(await sendMessage(stack, kofi, match.id, 'You will regret ignoring me'));
    const attached = (await post(ama, `/api/users/${kofi.id}/report`, { reason: 'harassment', description: 'Threats', attachConversation: true })).body.reportId;
    sent(await sendMessage(stack, kofi, match.id, 'Sent after the report'));
    const plain = (await post(esi, `/api/users/${kofi.id}/report`, { reason: 'fake_profile' })).body.reportId;

    const queue = await get(admin, '/api/admin/reports');
    expect(queue.status).toBe(200);
    const byId = new Map((queue.body as Array<{ id: string }>).map((report) => [report.id, report]));
    expect(byId.get(attached)).toMatchObject({
      attachConversation: true,
      reporter: { id: ama.id, name: 'Ama Mensah' },
      reportedProfile: { id: kofi.id, name: 'Kofi Mensah', age: 29, profession: 'Architect' },
      conversation: [
        { senderId: ama.id, senderName: 'Ama Mensah', content: 'Hello Kofi', id: expect.any(String), createdAt: expect.any(String) },
        { senderId: kofi.id, senderName: 'Kofi Mensah', content: 'You will regret ignoring me', id: expect.any(String), createdAt: expect.any(String) },
      ],
    });
    expect(byId.get(plain)).toMatchObject({ attachConversation: false, reportedProfile: { id: kofi.id }, conversation: null });

    await post(admin, `/api/admin/reports/${plain}/dismiss`, { note: '' });
    expect(idsOf(await get(admin, '/api/admin/reports'))).not.toContain(plain);
  });

  it("hides a suspended member from everyone's discovery and matches, lists the suspension, and brings them back when lifted", async () => {
    const [ama, kofi, yaw, admin] = [await joined('Ama'), await joined('Kofi'), await joined('Yaw'), await joined('Ada', 'admin')];
    sent({ status: 200, body: { position: (await givenMatch(stack, ama, kofi)).position } });
    expect(await matchedIds(ama)).toEqual([kofi.id]);
    expect(idsOf(await get(yaw, '/api/users/discovery'))).toContain(kofi.id);

    const reportId = (await post(ama, `/api/users/${kofi.id}/report`, { reason: 'harassment' })).body.reportId;
    expect((await post(admin, `/api/admin/reports/${reportId}/uphold`, { action: 'suspend', note: 'Threats to members' })).status).toBe(200);

    expect(await matchedIds(ama)).toEqual([]);
    expect((await get(ama, '/api/matches/count')).body).toEqual({ count: 0 });
    expect(idsOf(await get(yaw, '/api/users/discovery'))).not.toContain(kofi.id);
    expect((await get(admin, '/api/admin/suspensions')).body).toContainEqual({
      member: { id: kofi.id, name: 'Kofi Mensah', photos: [] },
      reason: 'Threats to members',
      reportId,
      suspendedBy: admin.id,
      suspendedAt: expect.any(String),
    });
    expect(idsOf(await get(admin, '/api/admin/reports'))).not.toContain(reportId);

    expect((await post(admin, `/api/admin/members/${kofi.id}/lift-suspension`)).status).toBe(200);
    expect(await matchedIds(ama)).toEqual([kofi.id]);
    expect(idsOf(await get(yaw, '/api/users/discovery'))).toContain(kofi.id);
    const suspended = (await get(admin, '/api/admin/suspensions')).body as Array<{ member: { id: string } }>;
    expect(suspended.map(({ member }) => member.id)).not.toContain(kofi.id);
  });
});
