import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalMediaStorage, type MediaStorage } from '@sankofa/adapters/media';
import { testImages } from '@sankofa/adapters/safety-models/testing';
import { mediaRouter } from '@sankofa/command-api/media';
import { membersRouters } from '@sankofa/command-api/members';
import { signupBody } from '@sankofa/command-api/members/testing';
import { photoReviewRouter } from '@sankofa/command-api/photo-screening';
import { PHOTO_SCREENING_DEFAULTS, type PhotoScreeningThresholds } from '@sankofa/server-kit';
import { read, send } from '../chat/testing/chat.ts';
import { mediaQueryRouter } from '../media/routes.ts';
import { membersQueryRouter } from '../members/routes.ts';
import type { TestMember } from '../swipes/testing/members.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { photoScreeningQueryRouter } from './routes.ts';

/**
 * The real models on the committed test photographs. Their share of sexual content, measured on the
 * card size the pipeline screens: face ≈ 0.0007, sameFace ≈ 0.0034, otherFace ≈ 0.0001. No explicit
 * picture is ever committed: the refusal and the hold are reached by lowering a threshold under
 * sameFace's harmless score, and above face's.
 */
const BETWEEN_FACE_AND_SAME_FACE = 0.002;

let stack: FeatureStack;
let storage: MediaStorage;
let mediaDirectory: string;
/** Mutated by each test: the routes read the thresholds at every upload, as from the environment. */
const thresholds: PhotoScreeningThresholds = { ...PHOTO_SCREENING_DEFAULTS };

beforeAll(async () => {
  mediaDirectory = await mkdtemp(path.join(tmpdir(), 'sankofa-photo-screening-'));
  storage = createLocalMediaStorage(mediaDirectory);
  stack = await startFeatureStack({
    projectorNames: ['members', 'photo_screening'],
    rateLimits: { signup: { points: 1000, durationSeconds: 3600 }, anonymousUploads: { points: 1000, durationSeconds: 3600 } },
    commandRouters: (deps) => [
      mediaRouter({ ...deps, storage, identityBanKey: 'test-identity-ban-key', photoScreening: thresholds }),
      ...membersRouters({ ...deps, media: storage, identityBanKey: 'test-identity-ban-key', geocoder: { reverse: () => null } }),
      photoReviewRouter({ ...deps, storage }),
    ],
    queryRouters: (deps) => [membersQueryRouter(deps), mediaQueryRouter({ ...deps, storage }), photoScreeningQueryRouter({ ...deps, storage })],
  });
}, 60_000);
afterAll(() => stack.close());

const withThresholds = (changed: Partial<PhotoScreeningThresholds>) => Object.assign(thresholds, PHOTO_SCREENING_DEFAULTS, changed);

/** The same picture, re-encoded: other bytes (another content address), the same scores. */
const variant = (image: Buffer, quality: number) => sharp(image).jpeg({ quality }).toBuffer();

const upload = async (bytes: Buffer, member: TestMember | null = null, access: 'public' | 'private' = 'public') => {
  const form = new FormData();
  form.append('kind', 'photo');
  form.append('access', access);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'me.jpg');
  const response = await fetch(`${stack.commandUrl}/api/media`, { method: 'POST', headers: member?.headers ?? {}, body: form });
  return { status: response.status, body: await response.json() };
};

const fetchStatus = async (url: string, member: TestMember | null = null) => (await fetch(`${stack.queryUrl}${url}`, { headers: member?.headers ?? {} })).status;

/** Every file media storage holds (staging aside). */
const storedFiles = async () => (await readdir(mediaDirectory, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile() && !entry.parentPath.includes('.staging')).map((entry) => entry.name);

let sequence = 0;
const signUp = (photos: string[]) => send(stack, 'POST', '/api/users', null, { ...signupBody(`screened${++sequence}@example.com`), photos });
const signedUp = async (photos: string[]): Promise<TestMember & { position: string }> => {
  const { status, body } = await signUp(photos);
  expect(status).toBe(201);
  return { id: body.user.id, firstName: body.user.firstName, headers: { authorization: `Bearer ${body.auth.accessToken}` }, position: body.position };
};
const admin = async (): Promise<TestMember> => ({ id: 'admin-1', firstName: 'Ada', headers: { authorization: `Bearer ${await stack.tokens.issue({ memberId: 'admin-1', role: 'admin' })}` } });
const idOf = (url: string) => url.split('/').at(-1)!.slice(0, 64);

describe('nudity screening at upload', () => {
  it('keeps a photo of a face at the default thresholds, served at once', async () => {
    withThresholds({});
    const { status, body } = await upload(testImages.face());
    expect(status).toBe(201);
    expect(body).toMatchObject({ url: expect.stringMatching(/^\/api\/media\/[0-9a-f]{64}-full\.webp$/), inReview: false });
    expect(await fetchStatus(body.url)).toBe(200);
  }, 60_000);

  it('refuses a photo whose score reaches PHOTO_NUDITY_REFUSE_AT with a clear 400 and keeps nothing of it; one under it passes', async () => {
    withThresholds({ refuseAt: BETWEEN_FACE_AND_SAME_FACE, reviewAt: BETWEEN_FACE_AND_SAME_FACE });
    const before = await storedFiles();
    const refused = await upload(testImages.sameFace());
    expect(refused).toEqual({ status: 400, body: { code: 'photo_refused', error: 'Profile photos may not show nudity or sexual content: choose another photo' } });
    expect(await storedFiles()).toEqual(before);
    expect((await upload(await variant(testImages.face(), 91))).body).toMatchObject({ inReview: false });
    // Verification evidence is private, seen by its member and admins only: not screened.
    expect((await upload(testImages.sameFace(), await signedUp([]), 'private')).status).toBe(201);
  });

  it('holds a photo between the thresholds where no member sees it; an admin sees it, and approving it publishes it', async () => {
    withThresholds({ reviewAt: BETWEEN_FACE_AND_SAME_FACE });
    const held = await upload(await variant(testImages.sameFace(), 92));
    expect(held).toMatchObject({ status: 201, body: { url: expect.stringMatching(/-full\.webp$/), inReview: true } });
    const { url } = held.body;
    const id = idOf(url);
    // At signup, before the account exists: the photo is hers, and she is told it is in review.
    const ama = await signedUp([url]);
    const kofi = await signedUp([]);
    for (const size of ['full', 'card', 'thumb']) {
      expect(await fetchStatus(url.replace('-full.webp', `-${size}.webp`), kofi)).toBe(404);
      expect(await fetchStatus(url.replace('-full.webp', `-${size}.webp`))).toBe(404);
    }
    expect(await fetchStatus(`/api/media/held-${id}-full.webp`)).toBe(400);
    expect((await read(stack, '/api/photo-reviews/mine', ama, ama.position)).body).toEqual({ urls: [url] });
    expect((await read(stack, '/api/photo-reviews/mine', kofi, ama.position)).body).toEqual({ urls: [] });

    const ada = await admin();
    const queue = await read(stack, '/api/admin/photo-reviews', ada, ama.position);
    expect(queue.body).toContainEqual({ id, url, pictureUrl: `/api/admin/photo-reviews/${id}/picture`, uploader: null, sexualContent: expect.any(Number), heldAt: expect.any(String) });
    const picture = await fetch(`${stack.queryUrl}/api/admin/photo-reviews/${id}/picture`, { headers: ada.headers });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');

    const approved = await send(stack, 'POST', `/api/admin/photo-reviews/${id}/approve`, ada);
    expect(approved).toMatchObject({ status: 200, body: { position: expect.any(String) } });
    expect(await fetchStatus(url, kofi)).toBe(200);
    expect(await fetchStatus(url.replace('-full.webp', '-thumb.webp'))).toBe(200);
    expect((await read(stack, '/api/admin/photo-reviews', ada, approved.body.position)).body).not.toContainEqual(expect.objectContaining({ id }));
    expect((await read(stack, '/api/photo-reviews/mine', ama, approved.body.position)).body).toEqual({ urls: [] });
    // Approving twice records nothing; rejecting an approved photo is refused.
    expect(await send(stack, 'POST', `/api/admin/photo-reviews/${id}/approve`, ada)).toMatchObject({ status: 200, body: { position: approved.body.position } });
    expect(await send(stack, 'POST', `/api/admin/photo-reviews/${id}/reject`, ada)).toMatchObject({ status: 409, body: { code: 'photo_review_decided' } });
  });

  it('rejecting a held photo deletes its files (its URL stays 404) and refuses the same picture again', async () => {
    withThresholds({ reviewAt: BETWEEN_FACE_AND_SAME_FACE });
    const bytes = await variant(testImages.sameFace(), 93);
    const yaa = await signedUp([]);
    const held = await upload(bytes, yaa);
    expect(held.body.inReview).toBe(true);
    const id = idOf(held.body.url);
    const ada = await admin();
    const queue = await read(stack, '/api/admin/photo-reviews', ada, (await stack.shownHead())!);
    expect(queue.body).toContainEqual(expect.objectContaining({ id, uploader: { id: yaa.id, name: 'Ama Mensah' } }));

    expect((await send(stack, 'POST', `/api/admin/photo-reviews/${id}/reject`, ada)).status).toBe(200);
    expect(await fetchStatus(held.body.url, yaa)).toBe(404);
    expect((await storedFiles()).filter((file) => file.includes(id))).toEqual([]);
    expect(await upload(bytes, yaa)).toMatchObject({ status: 400, body: { code: 'photo_refused' } });
    expect((await storedFiles()).filter((file) => file.includes(id))).toEqual([]);
  });

  it('refuses admin routes to members (403) and to anyone without a token (401), and names bad photo ids', async () => {
    const member = await signedUp([]);
    const someId = 'f'.repeat(64);
    expect((await send(stack, 'POST', `/api/admin/photo-reviews/${someId}/approve`, member)).status).toBe(403);
    expect((await send(stack, 'POST', `/api/admin/photo-reviews/${someId}/reject`, member)).status).toBe(403);
    expect((await read(stack, '/api/admin/photo-reviews', member)).status).toBe(403);
    expect(await fetchStatus(`/api/admin/photo-reviews/${someId}/picture`, member)).toBe(403);
    expect((await send(stack, 'POST', `/api/admin/photo-reviews/${someId}/approve`, null)).status).toBe(401);
    const ada = await admin();
    expect(await send(stack, 'POST', `/api/admin/photo-reviews/${someId}/approve`, ada)).toMatchObject({ status: 404, body: { code: 'held_photo_not_found' } });
    expect(await send(stack, 'POST', `/api/admin/photo-reviews/not-a-photo/reject`, ada)).toMatchObject({ status: 400, body: { error: expect.stringContaining('Not a photo id') } });
    expect(await fetchStatus(`/api/admin/photo-reviews/${someId}/picture`, ada)).toBe(404);
  });
});

describe('a face in the first photo', () => {
  it('refuses a signup whose first photo shows no face, before anything is recorded, and accepts it as a second photo', async () => {
    withThresholds({});
    const [face, noFace] = [(await upload(testImages.face())).body.url, (await upload(testImages.noFace())).body.url];
    const body = { ...signupBody('faceless@example.com'), photos: [noFace, face] };
    const refused = await send(stack, 'POST', '/api/users', null, body);
    expect(refused).toMatchObject({ status: 400, body: { code: 'first_photo_without_face', error: 'Your first photo must show your face clearly' } });
    // Nothing was kept of the attempt: the same address signs up once the photos are in order.
    expect((await send(stack, 'POST', '/api/users', null, { ...body, photos: [face, noFace] })).status).toBe(201);
    // Photos older than the pipeline (and the demo community's generated avatars) are not screened; none at all is fine.
    expect((await signUp([`/api/media/${'a'.repeat(64)}.png`])).status).toBe(201);
    expect(await signUp([`/api/media/${'b'.repeat(64)}-full.webp`])).toMatchObject({ status: 400, body: { code: 'photo_not_found' } });
  });

  it('refuses a change of photos that puts a faceless photo first, and keeps the photos as they were', async () => {
    const [face, noFace] = [(await upload(testImages.face())).body.url, (await upload(testImages.noFace())).body.url];
    const kwame = await signedUp([face]);
    expect(await send(stack, 'PATCH', '/api/user', kwame, { photos: [noFace, face] })).toMatchObject({ status: 400, body: { code: 'first_photo_without_face' } });
    expect(await send(stack, 'PATCH', '/api/user', kwame, { bio: 'Highlife', photos: [noFace] })).toMatchObject({ status: 400 });
    const changed = await send(stack, 'PATCH', '/api/user', kwame, { photos: [face, noFace] });
    expect(changed.status).toBe(200);
    expect((await read(stack, '/api/user', kwame, changed.body.position)).body).toMatchObject({ photos: [face, noFace] });
  });
});
