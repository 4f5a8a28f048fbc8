import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalMediaStorage, objectKeysOf, type MediaStorage } from '@sankofa/adapters/media';
import { mediaKeyOfUrl } from '@sankofa/contracts';
import { OGG_HEADER, testPhoto } from '@sankofa/adapters/media/testing';
import { testImages } from '@sankofa/adapters/safety-models/testing';
import { createDemoPayments } from '@sankofa/adapters/payments';
import { accountDeletionRouter } from '@sankofa/command-api/account-deletion';
import { chatRouters } from '@sankofa/command-api/chat';
import { mediaRouter } from '@sankofa/command-api/media';
import { moderationRouter } from '@sankofa/command-api/moderation';
import { signupRouter } from '@sankofa/command-api/members';
import { signupBody, uniquePhoneNumber } from '@sankofa/command-api/members/testing';
import { premiumRouter } from '@sankofa/command-api/premium';
import { MemberReported, MemberSuspended, memberStream, newEvent, reportStream, type Position } from '@sankofa/events';
import { createLogger, createSessionRevocations } from '@sankofa/server-kit';
import { chatQueryRouters } from '../chat/index.ts';
import { givenMatch, read, send } from '../chat/testing/chat.ts';
import { discoveryQueryRouter } from '../discovery/routes/feed.ts';
import { createRankedLists } from '../discovery/ranked-lists.ts';
import { matchesQueryRouter } from '../matches/routes.ts';
import { membersQueryRouter } from '../members/routes.ts';
import { joinMember, type TestMember } from '../swipes/testing/members.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';

const logger = createLogger('account-deletion-test', { silent: true });
const identityBanKey = 'test-identity-ban-key';
const payments = createDemoPayments();
const revocations = createSessionRevocations({ retainMs: 600_000 });
let storage: MediaStorage;
let stack: FeatureStack;
beforeAll(async () => {
  storage = createLocalMediaStorage(await mkdtemp(path.join(tmpdir(), 'sankofa-deletion-')));
  stack = await startFeatureStack({
    projectorNames: ['discovery', 'members', 'moderation', 'matches'],
    revocations,
    rateLimits: { signup: { points: 1000, durationSeconds: 3600 } },
    commandRouters: (deps) => [
      signupRouter({ ...deps, identityBanKey, media: storage }),
      mediaRouter({ ...deps, storage, identityBanKey }),
      premiumRouter({ ...deps, payments }),
      ...chatRouters({ ...deps, translator: null, storage, logger }),
      accountDeletionRouter({ ...deps, revocations, payments, storage, identityBanKey, twoFactorEncryptionSecret: 'test-two-factor-key' }),
      moderationRouter({ ...deps, revocations, identityBanKey }),
    ],
    queryRouters: (deps) => [discoveryQueryRouter({ ...deps, rankedLists: createRankedLists(deps.pool) }), membersQueryRouter(deps), matchesQueryRouter(deps), ...chatQueryRouters(deps)],
  });
});
afterAll(() => stack.close());

const PASSWORD = 'correct horse';
const ACCRA = { location: 'Accra, Ghana', latitude: 5.6, longitude: -0.19, currentCity: 'Accra', currentCountry: 'Ghana' };

const upload = async (member: TestMember | null, kind: string, bytes: Buffer, name: string) => {
  const form = new FormData();
  form.append('kind', kind);
  // Voice messages are private media, the sender's own.
  if (kind === 'audio') form.append('access', 'private');
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${stack.commandUrl}/api/media`, { method: 'POST', headers: member?.headers ?? {}, body: form });
  return { status: response.status, body: (await response.json()) as { url: string; code?: string; error?: string } };
};

let sequence = 0;
/** Signs up through POST /api/users, as the app does: her token belongs to a real session, which her deletion ends. */
const signUp = async (fields: Record<string, unknown>) => {
  const response = await send(stack, 'POST', '/api/users', null, { ...signupBody(`ama${++sequence}@example.com`), ...ACCRA, ...fields });
  return response;
};
const signedUp = async (fields: Record<string, unknown> = {}): Promise<TestMember & { email: string; position: Position }> => {
  const { status, body } = await signUp(fields);
  expect(status).toBe(201);
  return { id: body.user.id, firstName: body.user.firstName, email: body.user.email, headers: { authorization: `Bearer ${body.auth.accessToken}` }, position: body.position };
};
const deleteAccount = (member: TestMember, body: unknown) => send(stack, 'POST', '/api/user/delete', member, body);
const discovered = async (viewer: TestMember, at: Position) => ((await read(stack, '/api/users/discovery', viewer, at)).body as Array<{ id: string }>).map(({ id }) => id);

describe('POST /api/user/delete', () => {
  it('refuses without a token, without a password, and with a wrong one, each naming the problem', async () => {
    const ama = await signedUp();
    expect((await send(stack, 'POST', '/api/user/delete', null, { password: PASSWORD })).status).toBe(401);
    expect(await deleteAccount(ama, {})).toMatchObject({ status: 400, body: { code: 'validation_failed', error: expect.stringMatching(/password/i) } });
    expect(await deleteAccount(ama, { password: 'wrong horse' })).toMatchObject({ status: 400, body: { code: 'wrong_password', error: 'Your current password is not correct' } });
    expect((await read(stack, '/api/user', ama, ama.position)).status).toBe(200);
  });

  it('deletes her at once: sessions end, her match and chat vanish for her partner, she leaves discovery, her subscription is cancelled, her files are gone and her e-mail and phone are free', async () => {
    // A first photo must show a face (photo screening): each test here has its own, as a banned photo cannot come back.
    const photo = await upload(null, 'photo', testImages.face(), 'me.jpg');
    const phoneNumber = uniquePhoneNumber();
    const ama = await signedUp({ photos: [photo.body.url], phoneNumber });
    expect(await signUp({ phoneNumber })).toMatchObject({ status: 409, body: { code: 'phone_taken' } });
    const [kofi, esi] = [await joinMember(stack, { firstName: 'Kofi' }), await joinMember(stack, { firstName: 'Esi' })];
    const match = await givenMatch(stack, ama, kofi);
    const voice = await upload(ama, 'audio', Buffer.concat([OGG_HEADER, Buffer.alloc(32, 7)]), 'voice.ogg');
    expect((await send(stack, 'POST', `/api/matches/${match.id}/messages`, ama, { messageType: 'voice', voiceUrl: voice.body.url, voiceDuration: 3 })).status).toBe(201);
    const hello = await send(stack, 'POST', `/api/matches/${match.id}/messages`, kofi, { content: 'Hello Ama' });
    const subscription = await send(stack, 'POST', '/api/create-subscription', ama, {});
    const premium = await send(stack, 'POST', '/api/user/premium', ama, { activate: true });
    expect(premium.status).toBe(200);
    const before = [hello.body.position as Position, premium.body.position as Position, esi.position].sort().at(-1)!;
    expect(await discovered(esi, before)).toContain(ama.id);
    expect((await read(stack, '/api/matches', kofi, before)).body).toMatchObject([{ id: match.id, user: { id: ama.id } }]);

    const deleted = await deleteAccount(ama, { password: PASSWORD });
    expect(deleted).toEqual({ status: 200, body: { deleted: true, position: expect.any(String) } });
    const at: Position = deleted.body.position;

    // Her token no longer works, not even to delete again.
    expect(await deleteAccount(ama, { password: PASSWORD })).toMatchObject({ status: 401 });
    expect((await read(stack, '/api/user', ama, at)).status).toBe(401);
    // Gone for her match: the match and their conversation, as on the peers' apps.
    expect((await read(stack, '/api/matches', kofi, at)).body).toEqual([]);
    expect((await read(stack, `/api/matches/${match.id}/messages`, kofi, at)).status).toBe(404);
    expect(await discovered(esi, at)).not.toContain(ama.id);
    expect((await read(stack, `/api/users/${ama.id}`, kofi, at)).status).toBe(404);
    // Nobody is charged again, and nothing she uploaded stays.
    expect(payments.isCancelled(subscription.body.subscriptionId)).toBe(true);
    for (const key of objectKeysOf(mediaKeyOfUrl(photo.body.url)!)) expect(await storage.get(key)).toBeNull();
    expect(await storage.get(voice.body.url.split('/').at(-1)!)).toBeNull();
    // Her address and number are free for a new signup.
    expect((await signUp({ email: ama.email, phoneNumber })).status).toBe(201);
  });

  it('keeps only keyed hashes of a member deleted while suspended for abuse: her e-mail, phone and photos cannot come back', async () => {
    const bannedPhoto = testImages.sameFace();
    const photo = await upload(null, 'photo', bannedPhoto, 'me.png');
    const phoneNumber = '+44 20 7946 0001';
    const ama = await signedUp({ photos: [photo.body.url], phoneNumber });
    await stack.given(memberStream(ama.id), newEvent(MemberSuspended, { memberId: ama.id, reason: 'Harassment', reportId: null, decidedBy: 'admin' }, { actorId: 'admin', correlationId: 'test' }));
    // This stack's revocation set follows no log, so her session outlives the suspension: the route decides on the suspension it reads.
    expect((await deleteAccount(ama, { password: PASSWORD })).status).toBe(200);

    const banned = { status: 403, body: { code: 'identity_banned' } };
    expect(await signUp({ email: ama.email.toUpperCase() })).toMatchObject({ ...banned, body: { ...banned.body, error: expect.stringMatching(/e-mail/) } });
    expect(await signUp({ phoneNumber: '+44 (20) 7946-0001' })).toMatchObject({ ...banned, body: { ...banned.body, error: expect.stringMatching(/phone/) } });
    expect(await upload(null, 'photo', bannedPhoto, 'again.png')).toMatchObject(banned);
    expect((await upload(null, 'photo', await testPhoto({ width: 40, height: 60, colour: '#16a085' }), 'other.jpg')).status).toBe(201);
  });

  it('keeps a member suspended for abuse from a new account with her phone or photos at once, and lets them go when the suspension is lifted', async () => {
    const photoBytes = testImages.otherFace();
    const photo = await upload(null, 'photo', photoBytes, 'me.png');
    const esi = await signedUp({ photos: [photo.body.url], phoneNumber: '+44 20 7946 0002' });
    const admin = { id: 'admin-1', firstName: 'Ada', headers: { authorization: `Bearer ${await stack.tokens.issue({ memberId: 'admin-1', role: 'admin' })}` } };
    const reportId = crypto.randomUUID();
    const report = { reportId, reporterId: 'kofi', reportedMemberId: esi.id, reason: 'harassment' as const, description: 'Threats', attachConversation: false };
    await stack.given(reportStream(reportId), newEvent(MemberReported, report, { actorId: 'kofi', correlationId: 'test' }));

    expect((await send(stack, 'POST', `/api/admin/reports/${reportId}/uphold`, admin, { action: 'suspend', note: 'Threats' })).status).toBe(200);
    const banned = { status: 403, body: { code: 'identity_banned' } };
    expect(await signUp({ phoneNumber: '+442079460002' })).toMatchObject(banned);
    expect(await upload(null, 'photo', photoBytes, 'again.png')).toMatchObject(banned);

    expect((await send(stack, 'POST', `/api/admin/members/${esi.id}/lift-suspension`, admin, {})).status).toBe(200);
    // No longer banned; still hers.
    expect(await signUp({ phoneNumber: '+442079460002' })).toMatchObject({ status: 409, body: { code: 'phone_taken' } });
    expect((await upload(null, 'photo', photoBytes, 'again.png')).status).toBe(201);
  });
});
