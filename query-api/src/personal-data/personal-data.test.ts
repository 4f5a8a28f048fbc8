import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRouters } from '@sankofa/command-api/chat';
import { mediaRouter } from '@sankofa/command-api/media';
import { membersRouters } from '@sankofa/command-api/members';
import { personalDataRouter } from '@sankofa/command-api/personal-data';
import { swipesRouter } from '@sankofa/command-api/swipes';
import { createLocalMediaStorage, type MediaStorage } from '@sankofa/adapters/media';
import { testImages } from '@sankofa/adapters/safety-models/testing';
import { createLogger, type ReverseGeocoder } from '@sankofa/server-kit';
import { matchesQueryRouter } from '../matches/routes.ts';
import { trustQueryRouter } from '../trust/index.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { personalDataArchive } from './archive.ts';
import { jsonFile, unzip } from './testing/unzip.ts';

const geocoder: ReverseGeocoder = { reverse: () => null };
const logger = createLogger('personal-data-test', { silent: true });

let stack: FeatureStack;
let storage: MediaStorage;
let mediaDirectory: string;
beforeAll(async () => {
  mediaDirectory = await mkdtemp(path.join(tmpdir(), 'sankofa-personal-data-'));
  storage = createLocalMediaStorage(mediaDirectory);
  stack = await startFeatureStack({
    // Every read model the archive reads.
    projectorNames: [
      'members', 'member_preferences', 'member_privacy', 'matches', 'discovery', 'moderation', 'security_log', 'inventory',
      'love_passports', 'verification', 'push_subscriptions', 'community_events', 'games', 'trust_scores', 'date_shares',
    ],
    commandRouters: (deps) => [
      ...membersRouters({ ...deps, media: storage, geocoder, identityBanKey: 'test-identity-ban-key' }),
      mediaRouter({ ...deps, storage, identityBanKey: 'test-identity-ban-key' }),
      swipesRouter(deps),
      ...chatRouters({ ...deps, translator: null, logger }),
      personalDataRouter({ ...deps, archiveOf: personalDataArchive({ ...deps, storage }) }),
    ],
    queryRouters: (deps) => [matchesQueryRouter(deps), trustQueryRouter(deps)],
  });
});
afterAll(async () => {
  await stack.close();
  await rm(mediaDirectory, { recursive: true, force: true });
});

interface SignedIn {
  id: string;
  authorization: string;
}

const signUp = async (firstName: string, lastName: string, email: string, phoneNumber: string): Promise<SignedIn> => {
  const response = await fetch(`${stack.commandUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'sankofa-demo', phoneNumber, firstName, lastName, age: 30, location: 'Accra, Ghana', heritage: 'Ghanaian', profession: 'Nurse' }),
  });
  expect(response.status).toBe(201);
  const { user, auth } = await response.json();
  return { id: user.id, authorization: `Bearer ${auth.accessToken}` };
};

const send = async (method: string, url: string, member: SignedIn, body?: unknown) => {
  const response = await fetch(`${stack.commandUrl}${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: member.authorization },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json(), position: response.headers.get('x-event-position') };
};

const uploadPhoto = async (member: SignedIn): Promise<string> => {
  const form = new FormData();
  form.append('kind', 'photo');
  // Her first photo, which must show a face (photo screening).
  form.append('file', new Blob([new Uint8Array(testImages.face())], { type: 'image/jpeg' }), 'me.jpg');
  const response = await fetch(`${stack.commandUrl}/api/media`, { method: 'POST', body: form, headers: { authorization: member.authorization } });
  expect(response.status).toBe(201);
  return (await response.json()).url;
};

const download = (member: SignedIn) => fetch(`${stack.commandUrl}/api/user/personal-data`, { method: 'POST', headers: { authorization: member.authorization } });
/** Downloads the whole archive, as a member's browser does, and answers the status. */
const downloadedStatus = async (member: SignedIn) => {
  const response = await download(member);
  await response.arrayBuffer();
  return response.status;
};

/** Waits, with read-your-writes, until the read side has passed `position`. */
const readSideAt = async (member: SignedIn, position: string) => {
  const response = await fetch(`${stack.queryUrl}/api/matches`, { headers: { authorization: member.authorization, 'x-min-position': position } });
  expect(response.headers.get('x-position-reached')).toBe('true');
};

describe('POST /api/user/personal-data', () => {
  it('answers 401 without a token', async () => {
    expect((await fetch(`${stack.commandUrl}/api/user/personal-data`, { method: 'POST' })).status).toBe(401);
  });

  it('gives her everything she holds, others named by first name only, no secrets, and refuses a fourth download in a day', async () => {
    const ama = await signUp('Ama', 'Boateng', 'ama.boateng@example.com', '+233 20 111 2222');
    const kofi = await signUp('Kofi', 'Asante', 'kofi.asante.private@example.com', '+233 24 999 8888');
    const photoUrl = await uploadPhoto(ama);
    expect((await send('PATCH', '/api/user', ama, { photos: [photoUrl] })).status).toBe(200);
    expect((await send('POST', '/api/swipes', ama, { swipedId: kofi.id, isLike: true })).status).toBe(201);
    const liked = await send('POST', '/api/swipes', kofi, { swipedId: ama.id, isLike: true });
    const matchId: string = liked.body.match.id;
    expect((await send('POST', `/api/matches/${matchId}/messages`, ama, { content: 'Akwaaba, Kofi! Jollof on Friday?' })).status).toBe(201);
    const reply = await send('POST', `/api/matches/${matchId}/messages`, kofi, { content: 'Only if it is Ghanaian jollof' });
    expect(reply.status).toBe(201);
    await readSideAt(ama, reply.body.position);

    const response = await download(ama);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="sankofa-my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const archive = Buffer.from(await response.arrayBuffer());
    const files = await unzip(archive);

    expect(jsonFile(files, 'profile.json')).toMatchObject({ id: ama.id, firstName: 'Ama', lastName: 'Boateng', email: 'ama.boateng@example.com', photos: [photoUrl] });
    const history = jsonFile(files, 'profile-history.json');
    expect(history.map(({ type }: { type: string }) => type)).toEqual(expect.arrayContaining(['MemberRegistered', 'PhotosChanged', 'PersonalDataDownloaded']));
    expect(jsonFile(files, 'matches.json')).toEqual([expect.objectContaining({ matchId, with: { id: kofi.id, firstName: 'Kofi' } })]);
    expect(jsonFile(files, 'messages.json')).toEqual([
      expect.objectContaining({ matchId, sentByMe: true, senderFirstName: 'Ama', content: 'Akwaaba, Kofi! Jollof on Friday?' }),
      expect.objectContaining({ matchId, sentByMe: false, senderFirstName: 'Kofi', content: 'Only if it is Ghanaian jollof' }),
    ]);
    expect(jsonFile(files, 'swipes.json')).toEqual([{ memberId: kofi.id, firstName: 'Kofi', liked: true }]);
    // Her photo as kept: re-encoded as WebP, without what the camera wrote into it.
    expect(files.get('media/photos/1.webp')?.subarray(8, 12).toString('latin1')).toBe('WEBP');

    // No secret of hers, and nothing private of his, anywhere in the archive.
    const everything = [...files.values()].map((file) => file.toString('latin1')).join('\n');
    expect(everything).not.toMatch(/scrypt\$|passwordHash":\s*"(?!\[secret removed\])|refreshTokenHash":\s*"(?!\[secret removed\])/);
    expect(history.find(({ type }: { type: string }) => type === 'MemberRegistered').data.passwordHash).toBe('[secret removed]');
    for (const his of ['kofi.asante.private@example.com', '+233 24 999 8888', 'Asante']) expect(everything).not.toContain(his);

    // Each download is on her stream, and so in her security log.
    const downloaded = response.headers.get('x-event-position')!;
    await readSideAt(ama, downloaded);
    const securityLog = await fetch(`${stack.queryUrl}/api/admin/fraud-logs/${ama.id}`, { headers: { authorization: ama.authorization, 'x-min-position': downloaded } });
    expect((await securityLog.json()).logs).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'Your data was downloaded' })]));

    expect(await downloadedStatus(ama)).toBe(200);
    expect(await downloadedStatus(ama)).toBe(200);
    const refused = await download(ama);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: 'rate_limited', error: expect.stringMatching(/^You have downloaded your data 3 times today\. Try again in/), details: { limit: 'personalDataDownloads' } });
    // Kofi's own allowance is untouched by hers.
    expect(await downloadedStatus(kofi)).toBe(200);
  });
});
