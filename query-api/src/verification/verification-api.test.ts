import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationAdminRouter, verificationRouter } from '@sankofa/command-api/verification';
import { mediaUrlOf } from '@sankofa/contracts';
import { privateMediaKeyFor } from '@sankofa/adapters/media';
import { createMemoryOutbox, createMessaging } from '@sankofa/adapters/messaging';
import { membersQueryRouter } from '../members/routes.ts';
import { notificationsQueryRouter } from '../notifications/routes.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { memberClient, type Reply } from '../testing/member-client.ts';
import { verificationQueryRouter } from './routes.ts';

const outbox = createMemoryOutbox(() => undefined);
const messaging = createMessaging({}, outbox);
let stack: FeatureStack;

beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['members', 'verification', 'notifications', 'moderation'],
    commandRouters: (deps) => [
      verificationRouter({ ...deps, messaging, publicAppUrl: 'http://app.test', linkSecret: 'test-link-secret' }),
      verificationAdminRouter(deps),
    ],
    queryRouters: (deps) => [verificationQueryRouter({ ...deps, messaging }), membersQueryRouter(deps), notificationsQueryRouter(deps)],
  });
});
afterAll(() => stack.close());

const { member, post, seen, lastPosition, ...client } = memberClient(() => stack, {
  emailPrefix: 'verifier',
  firstNamePrefix: 'Verifier',
  defaults: { lastName: 'Mensah', age: 30, location: 'Accra', heritage: 'Ghanaian', profession: 'Nurse' },
});
const get = async (memberId: string, path: string) => (await client.get(memberId, path)).body;

const asAdmin = async (method: 'GET' | 'POST', base: 'command' | 'query', path: string, body?: unknown): Promise<Reply> => {
  const token = await stack.tokens.issue({ memberId: 'admin-1', role: 'admin' });
  const response = await fetch(`${base === 'command' ? stack.commandUrl : stack.queryUrl}${path}`, {
    method,
    // Reads wait for every write this test made (read-your-writes), as the members' reads do.
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(method === 'GET' ? { 'x-min-position': lastPosition() ?? '' } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const reply = { status: response.status, body: await response.json() };
  seen(reply.body?.position);
  return reply;
};

const latestCodeTo = async (phone: string) => /(\d{6})/.exec((await outbox.messages()).find((message) => message.to === phone)!.body)![1]!;
/** Evidence as POST /api/media names a private upload of `memberId`'s. */
const evidenceOf = (memberId: string) => mediaUrlOf(privateMediaKeyFor(memberId, 'video/webm'));

describe('phone verification', () => {
  it('sends a code through the outbox and verifies it: +25 points, a silver badge, a notification', async () => {
    const ama = await member();
    expect(await post(ama, '/api/verification/start', { verificationType: 'phone' })).toMatchObject({ status: 201, body: { request: { verificationType: 'phone', status: 'pending' } } });
    expect(await get(ama, '/api/verification/requests')).toEqual([expect.objectContaining({ verificationType: 'phone', status: 'pending' })]);
    expect(await post(ama, '/api/verification/send-code', { phoneNumber: '+233 24 000 0001' })).toMatchObject({ status: 200, body: { sent: true } });
    const code = await latestCodeTo('+233240000001');
    expect(await post(ama, '/api/verification/complete', { verificationType: 'phone', phoneNumber: '+233240000001', verificationCode: code })).toMatchObject({
      status: 200,
      body: { status: 'approved' },
    });
    expect(await get(ama, '/api/user/verification-badges')).toEqual([expect.objectContaining({ badgeType: 'phone', badgeLevel: 'silver', points: 25, isActive: true })]);
    expect(await post(ama, '/api/verification/start', { verificationType: 'phone' })).toMatchObject({ status: 409, body: { code: 'verification_already_earned' } });
    const notifications = await get(ama, '/api/notifications');
    expect(notifications).toEqual([expect.objectContaining({ type: 'verification', title: 'Verification approved' })]);
  });

  it('counts wrong codes and throttles resends', async () => {
    const kofi = await member();
    await post(kofi, '/api/verification/start', { verificationType: 'phone' });
    await post(kofi, '/api/verification/send-code', { phoneNumber: '+233240000002' });
    expect(await post(kofi, '/api/verification/send-code', { phoneNumber: '+233240000002' })).toMatchObject({ status: 429, body: { code: 'too_many_attempts' } });
    const wrong = (await latestCodeTo('+233240000002')) === '000000' ? '111111' : '000000';
    const tries: Reply[] = [];
    for (let attempt = 0; attempt < 5; attempt++) tries.push(await post(kofi, '/api/verification/complete', { verificationType: 'phone', phoneNumber: '+233240000002', verificationCode: wrong }));
    expect(tries[0]).toMatchObject({ status: 400, body: { code: 'invalid_verification_code', error: expect.stringContaining('4 attempts left') } });
    expect(tries[4]).toMatchObject({ status: 429, body: { code: 'too_many_attempts' } });
    // The request failed: the right code no longer serves, and the type can be started again.
    expect((await post(kofi, '/api/verification/complete', { verificationType: 'phone', phoneNumber: '+233240000002', verificationCode: await latestCodeTo('+233240000002') })).status).toBe(409);
    expect((await post(kofi, '/api/verification/start', { verificationType: 'phone' })).status).toBe(201);
  });

  it('refuses bad input with a message naming the field, and no token', async () => {
    const esi = await member();
    expect(await post(esi, '/api/verification/start', { verificationType: 'passport' })).toMatchObject({ status: 400, body: { error: expect.stringContaining('verificationType') } });
    expect(await post(esi, '/api/verification/send-code', { phoneNumber: '' })).toMatchObject({ status: 400, body: { error: expect.stringContaining('phoneNumber') } });
    expect(await post(esi, '/api/verification/send-code', { phoneNumber: '+233240000003' })).toMatchObject({ status: 409, body: { code: 'verification_not_started' } });
    expect(await post(esi, '/api/verification/complete', { verificationType: 'phone', phoneNumber: '+233240000003', verificationCode: '12' })).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('verificationCode') },
    });
    expect(await post(esi, '/api/verification/complete', { verificationType: 'social', socialMediaUrl: 'javascript:alert(1)' })).toMatchObject({ status: 400, body: { error: expect.stringContaining('http') } });
    expect(await post(esi, '/api/verification/complete', { verificationType: 'video', videoUrl: 'https://elsewhere.example/x.webm' })).toMatchObject({ status: 400 });
    expect(await post(esi, '/api/verification/complete', { verificationType: 'video', videoUrl: `/api/media/${'a'.repeat(64)}.webm` })).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('videoUrl must be a file uploaded privately') },
    });
    expect(await post(esi, '/api/verification/complete', { verificationType: 'video', videoUrl: evidenceOf('someone-else') })).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('videoUrl: must be a file you uploaded') },
    });
    expect((await fetch(`${stack.commandUrl}/api/verification/start`, { method: 'POST' })).status).toBe(401);
    expect((await fetch(`${stack.queryUrl}/api/verification/requests`)).status).toBe(401);
    expect((await fetch(`${stack.queryUrl}/api/user/verification-badges`)).status).toBe(401);
  });
});

describe('a duplicate start', () => {
  it('lets exactly one of two racing starts of a type through', async () => {
    const yaw = await member();
    const replies = await Promise.all([1, 2, 3].map(() => post(yaw, '/api/verification/start', { verificationType: 'social' })));
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409, 409]);
    expect(await get(yaw, '/api/verification/requests')).toHaveLength(1);
  });
});

describe('e-mail verification', () => {
  it('e-mails a signed link; opening it verifies; a forged one is refused', async () => {
    const abena = await member();
    await post(abena, '/api/verification/start', { verificationType: 'email' });
    expect(await post(abena, '/api/verification/complete', { verificationType: 'email' })).toMatchObject({ status: 200, body: { status: 'link_sent' } });
    const mail = (await outbox.messages()).find((message) => message.channel === 'email')!;
    expect(mail.to).toMatch(/^verifier\d+@example.com$/);
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail.body)![1]!);
    const confirm = (body: unknown) => fetch(`${stack.commandUrl}/api/verification/confirm-email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await confirm({ token: `${token}x` })).status).toBe(400);
    const confirmed = await confirm({ token });
    expect(confirmed.status).toBe(200);
    seen(((await confirmed.json()) as { position: string }).position);
    expect((await confirm({ token })).status).toBe(200);
    expect(await get(abena, '/api/user/verification-badges')).toEqual([expect.objectContaining({ badgeType: 'email', badgeLevel: 'bronze', points: 15 })]);
  });
});

describe('review by admins', () => {
  it('queues a video selfie for review; an admin approves it and the member becomes verified', async () => {
    const adwoa = await member();
    const videoUrl = evidenceOf(adwoa);
    await post(adwoa, '/api/verification/start', { verificationType: 'video' });
    expect(await post(adwoa, '/api/verification/complete', { verificationType: 'video', videoUrl })).toMatchObject({ status: 200, body: { status: 'in_review' } });
    expect(await get(adwoa, '/api/verification/requests')).toEqual([expect.objectContaining({ verificationType: 'video', status: 'in_review' })]);
    expect(await post(adwoa, '/api/verification/start', { verificationType: 'video' })).toMatchObject({ status: 409, body: { code: 'verification_pending' } });

    const queue = await asAdmin('GET', 'query', '/api/admin/verifications');
    const item = queue.body.find((entry: { memberId: string }) => entry.memberId === adwoa);
    expect(item).toMatchObject({ verificationType: 'video', memberName: expect.stringMatching(/^Verifier\d+ Mensah$/), evidence: { videoUrl } });
    expect(await asAdmin('POST', 'command', `/api/admin/verifications/${adwoa}/${item.id}/approve`)).toMatchObject({ status: 200, body: { status: 'approved' } });
    expect(await asAdmin('POST', 'command', `/api/admin/verifications/${adwoa}/${item.id}/approve`)).toMatchObject({ status: 409 });

    expect(await get(adwoa, '/api/user/verification-badges')).toEqual([expect.objectContaining({ badgeType: 'video', badgeLevel: 'gold', points: 35 })]);
    expect(await get(adwoa, `/api/users/${adwoa}`)).toMatchObject({ isVerified: true });
    expect(await get(adwoa, '/api/notifications')).toEqual([expect.objectContaining({ type: 'verification', title: 'Verification approved' })]);
  });

  it('rejects with a reason the member reads', async () => {
    const kwame = await member();
    await post(kwame, '/api/verification/start', { verificationType: 'social' });
    await post(kwame, '/api/verification/complete', { verificationType: 'social', socialMediaUrl: 'https://instagram.com/kwame' });
    const queue = await asAdmin('GET', 'query', '/api/admin/verifications');
    const item = queue.body.find((entry: { memberId: string }) => entry.memberId === kwame);
    expect(await asAdmin('POST', 'command', `/api/admin/verifications/${kwame}/${item.id}/reject`, {})).toMatchObject({ status: 400, body: { error: expect.stringContaining('reason') } });
    expect(await asAdmin('POST', 'command', `/api/admin/verifications/${kwame}/${item.id}/reject`, { reason: 'Profile is private' })).toMatchObject({ status: 200 });
    expect(await get(kwame, '/api/verification/requests')).toEqual([expect.objectContaining({ status: 'rejected', rejectionReason: 'Profile is private' })]);
    expect(await get(kwame, '/api/notifications')).toEqual([expect.objectContaining({ title: 'Verification not approved', message: expect.stringContaining('Profile is private') })]);
    expect(await get(kwame, '/api/user/verification-badges')).toEqual([]);
  });

  it('answers 403 to members on every admin call, and shows admins the outbox', async () => {
    const ama = await member();
    expect((await client.get(ama, '/api/admin/verifications')).status).toBe(403);
    expect((await post(ama, `/api/admin/verifications/${ama}/anything/approve`, {})).status).toBe(403);
    expect((await post(ama, `/api/admin/verifications/${ama}/anything/reject`, { reason: 'x' })).status).toBe(403);
    expect((await client.get(ama, '/api/admin/outbox')).status).toBe(403);
    const asAdminOutbox = await asAdmin('GET', 'query', '/api/admin/outbox');
    expect(asAdminOutbox.body).toEqual(expect.arrayContaining([expect.objectContaining({ channel: 'sms', body: expect.stringMatching(/\d{6}/) })]));
    expect(await asAdmin('POST', 'command', `/api/admin/verifications/${ama}/unknown/approve`)).toMatchObject({ status: 404 });
  });
});
