import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRouters } from '@sankofa/command-api/chat';
import { mediaRouter } from '@sankofa/command-api/media';
import { verificationRouter } from '@sankofa/command-api/verification';
import { createMemoryOutbox, createMessaging } from '@sankofa/adapters/messaging';
import { createLocalMediaStorage, type MediaStorage } from '@sankofa/adapters/media';
import { TINY_PNG, WEBM_HEADER } from '@sankofa/adapters/media/testing';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import type { TestMember } from '../swipes/testing/members.ts';
import { givenMatch, membersNamed, send } from '../chat/testing/chat.ts';
import { mediaQueryRouter } from './routes.ts';

let stack: FeatureStack;
let storage: MediaStorage;
beforeAll(async () => {
  storage = createLocalMediaStorage(await mkdtemp(path.join(tmpdir(), 'sankofa-private-media-')));
  const messaging = createMessaging({}, createMemoryOutbox(() => undefined));
  stack = await startFeatureStack({
    projectorNames: ['members', 'matches', 'moderation', 'verification'],
    commandRouters: (deps) => [
      ...chatRouters({ ...deps, translator: null, storage }),
      mediaRouter({ ...deps, storage, identityBanKey: 'test-identity-ban-key' }),
      verificationRouter({ ...deps, messaging, publicAppUrl: 'http://app.test', linkSecret: 'test-link-secret' }),
    ],
    queryRouters: (deps) => [mediaQueryRouter({ ...deps, storage })],
  });
});
afterAll(() => stack.close());

const RECORDING = Buffer.concat([WEBM_HEADER, Buffer.from('her voice, for her match only')]);

/** Photos are kept re-encoded as WebP, whatever was sent. */
const isWebp = (bytes: Buffer) => bytes.subarray(8, 12).toString('latin1') === 'WEBP';

const upload = async (member: TestMember | null, kind: 'photo' | 'audio', bytes: Buffer, access: 'public' | 'private') => {
  const form = new FormData();
  form.append('kind', kind);
  form.append('access', access);
  form.append('file', new Blob([new Uint8Array(bytes)]), kind === 'photo' ? 'me.png' : 'voice.webm');
  const response = await fetch(`${stack.commandUrl}/api/media`, { method: 'POST', headers: member?.headers ?? {}, body: form });
  return { status: response.status, body: (await response.json()) as { url: string; error?: string } };
};

/** Fetches media as `headers` allow, once the read models have passed `after` (read-your-writes). */
const fetchMedia = async (url: string, headers: Record<string, string> = {}, after?: string | null) => {
  const response = await fetch(`${stack.queryUrl}${url}`, { headers: { ...headers, ...(after ? { 'x-min-position': after } : {}) } });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), cacheControl: response.headers.get('cache-control') };
};

const asAdmin = async () => ({ authorization: `Bearer ${await stack.tokens.issue({ memberId: 'admin-1', role: 'admin' })}` });

describe('private media', () => {
  it('serves a voice message to its sender and her match, to no third member (404) and to no one without a token (401)', async () => {
    const [ama, kofi, esi] = await membersNamed(stack, 'Ama', 'Kofi', 'Esi');
    const match = await givenMatch(stack, ama, kofi);
    const uploaded = await upload(ama, 'audio', RECORDING, 'private');
    expect(uploaded).toMatchObject({ status: 201, body: { url: expect.stringMatching(/^\/api\/private-media\/private-[0-9a-f]{64}\.weba$/) } });
    const { url } = uploaded.body;
    const sent = await send(stack, 'POST', `/api/matches/${match.id}/messages`, ama, { messageType: 'voice', voiceUrl: url, voiceDuration: 3 });
    expect(sent.status).toBe(201);

    const heard = await fetchMedia(url, kofi.headers, sent.body.position);
    expect(heard).toMatchObject({ status: 200, cacheControl: 'private, no-store' });
    expect(heard.bytes).toEqual(RECORDING);
    expect((await fetchMedia(url, ama.headers)).bytes).toEqual(RECORDING);
    const outsider = await fetch(`${stack.queryUrl}${url}`, { headers: esi.headers });
    expect(outsider.status).toBe(404);
    expect(await outsider.json()).toMatchObject({ code: 'media_not_found' });
    expect((await fetchMedia(url)).status).toBe(401);
    // Not on the public route either, whatever the token.
    expect((await fetchMedia(url.replace('/api/private-media/', '/api/media/'), kofi.headers)).status).toBe(400);
    // Nor does an admin hear a voice message: only evidence is theirs to review.
    expect((await fetchMedia(url, await asAdmin())).status).toBe(404);
  });

  it('serves uploaded evidence to its member at once and to admins once it is handed in for review, never to other members', async () => {
    const [adwoa, kwame] = await membersNamed(stack, 'Adwoa', 'Kwame');
    const { body } = await upload(adwoa, 'audio', RECORDING, 'private');
    const evidence = (await upload(adwoa, 'photo', TINY_PNG, 'private')).body.url;
    const hers = (await fetchMedia(evidence, adwoa.headers)).bytes;
    expect(isWebp(hers)).toBe(true);
    expect((await fetchMedia(evidence, await asAdmin())).status).toBe(404);

    await send(stack, 'POST', '/api/verification/start', adwoa, { verificationType: 'id' });
    const submitted = await send(stack, 'POST', '/api/verification/complete', adwoa, { verificationType: 'id', documentUrl: evidence });
    expect(submitted).toMatchObject({ status: 200, body: { status: 'in_review' } });
    expect((await fetchMedia(evidence, await asAdmin(), submitted.body.position)).bytes).toEqual(hers);
    expect((await fetchMedia(evidence, kwame.headers)).status).toBe(404);
    // Her recording that was never sent stays hers alone.
    expect((await fetchMedia(body.url, kwame.headers)).status).toBe(404);
  });

  it('keeps no content address for private media, refuses private uploads without a token, and keeps public photos public', async () => {
    const [yaa] = await membersNamed(stack, 'Yaa');
    const first = await upload(yaa, 'photo', TINY_PNG, 'private');
    const again = await upload(yaa, 'photo', TINY_PNG, 'private');
    expect(again.body.url).not.toBe(first.body.url);
    expect(await upload(null, 'photo', TINY_PNG, 'private')).toMatchObject({ status: 401, body: { error: expect.stringContaining('private media') } });

    const photo = await upload(null, 'photo', TINY_PNG, 'public');
    expect(photo.body.url).toMatch(/^\/api\/media\/[0-9a-f]{64}-full\.webp$/);
    const served = await fetchMedia(photo.body.url);
    expect(served).toMatchObject({ status: 200, cacheControl: 'public, max-age=31536000, immutable' });
    expect(isWebp(served.bytes)).toBe(true);
  });
});
