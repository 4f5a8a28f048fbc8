import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELFIE_THRESHOLD_DEFAULTS, videoSelfieRouter, verificationAdminRouter, verificationRouter } from '@sankofa/command-api/verification';
import { swipesRouter } from '@sankofa/command-api/swipes';
import { PHOTO_SIZE_WIDTHS, mediaUrlOf, type SelfiePose } from '@sankofa/contracts';
import { createLocalMediaStorage, privateMediaKeyFor, resizePhoto, storePhoto, type MediaStorage } from '@sankofa/adapters/media';
import { createMemoryOutbox, createMessaging } from '@sankofa/adapters/messaging';
import { safetyModels } from '@sankofa/adapters/safety-models';
import { poseFrameJpeg, testImages } from '@sankofa/adapters/safety-models/testing';
import { notificationsQueryRouter } from '../notifications/routes.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { memberClient } from '../testing/member-client.ts';
import { verificationQueryRouter } from './routes.ts';

// The real models, on their own thread, on the committed test photographs: the first picture loads them (~5 s).
const models = safetyModels();
const messaging = createMessaging({}, createMemoryOutbox(() => undefined));
let stack: FeatureStack;
let storage: MediaStorage;
let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'sankofa-selfie-'));
  storage = createLocalMediaStorage(directory);
  stack = await startFeatureStack({
    projectorNames: ['members', 'verification', 'notifications', 'moderation', 'matches'],
    commandRouters: (deps) => [
      verificationRouter({ ...deps, messaging, publicAppUrl: 'http://app.test', linkSecret: 'test-link-secret' }),
      videoSelfieRouter({ ...deps, storage, models, selfieThresholds: SELFIE_THRESHOLD_DEFAULTS }),
      verificationAdminRouter(deps),
      swipesRouter(deps),
    ],
    queryRouters: (deps) => [verificationQueryRouter({ ...deps, messaging }), notificationsQueryRouter(deps)],
  });
}, 60_000);
afterAll(async () => {
  await stack.close();
  await models.close();
});

const { member, post, get } = memberClient(() => stack, {
  emailPrefix: 'selfie',
  firstNamePrefix: 'Selfie',
  defaults: { lastName: 'Owusu', age: 31, location: 'Accra', heritage: 'Ghanaian', profession: 'Teacher' },
});

/** A profile photo through the photo pipeline (its card size beside its full size), as signup stores it. */
const profilePhoto = async (image: Buffer) => {
  const file = path.join(directory, `upload-${crypto.randomUUID()}.jpg`);
  await writeFile(file, image);
  return mediaUrlOf((await storePhoto(storage, await resizePhoto(file, PHOTO_SIZE_WIDTHS))).key);
};

const withPhoto = async (image: Buffer | null) => member({ photos: image ? [await profilePhoto(image)] : [] });
const videoOf = (memberId: string) => mediaUrlOf(privateMediaKeyFor(memberId, 'video/webm'));

const startSelfie = async (memberId: string): Promise<SelfiePose[]> => {
  const started = await post(memberId, '/api/verification/start', { verificationType: 'video' });
  expect(started).toMatchObject({ status: 201, body: { request: { verificationType: 'video', poses: expect.any(Array) } } });
  return started.body.request.poses;
};

/** Two frames per pose asked, as the camera would show `image`'s face following the poses (or `shownAs` instead). */
const framesOf = (image: Buffer, poses: readonly SelfiePose[], shownAs: (pose: SelfiePose) => SelfiePose = (pose) => pose) =>
  Promise.all(poses.flatMap((pose) => [pose, pose]).map(async (pose) => ({ pose, image: (await poseFrameJpeg(image, shownAs(pose))).toString('base64') })));

const submit = async (memberId: string, frames: Array<{ pose: SelfiePose; image: string }>) => post(memberId, '/api/verification/video-selfie', { videoUrl: videoOf(memberId), frames });

describe('a video selfie the models check at once', () => {
  it('asks for straight, then the three other poses in some order', async () => {
    const poses = await startSelfie(await member());
    expect(poses[0]).toBe('straight');
    expect([...poses].sort()).toEqual(['closer', 'straight', 'tilt_left', 'tilt_right']);
  });

  it('verifies her at once when she follows the poses and matches her profile photo', async () => {
    const ama = await withPhoto(testImages.face());
    const poses = await startSelfie(ama);
    const reply = await submit(ama, await framesOf(testImages.sameFace(), poses));
    expect(reply).toMatchObject({ status: 200, body: { status: 'approved', reason: null } });
    expect((await get(ama, '/api/user/verification-badges')).body).toEqual([expect.objectContaining({ badgeType: 'video', badgeLevel: 'gold', points: 35 })]);
    expect((await get(ama, '/api/verification/requests')).body).toEqual([expect.objectContaining({ verificationType: 'video', status: 'approved' })]);
  }, 60_000);

  it('rejects a different person from her photos, with the reason she reads', async () => {
    const kofi = await withPhoto(testImages.face());
    const reply = await submit(kofi, await framesOf(testImages.otherFace(), await startSelfie(kofi)));
    expect(reply).toMatchObject({ status: 200, body: { status: 'rejected', reason: 'The face in your video selfie does not match the photos on your profile' } });
    expect((await get(kofi, '/api/verification/requests')).body).toEqual([expect.objectContaining({ status: 'rejected', rejectionReason: reply.body.reason })]);
  }, 60_000);

  it('rejects frames with no face, and poses not followed', async () => {
    const yaa = await withPhoto(testImages.face());
    const noFace = await submit(yaa, await framesOf(testImages.noFace(), await startSelfie(yaa)));
    expect(noFace.body).toMatchObject({ status: 'rejected', reason: expect.stringContaining('exactly one face') });

    const esi = await withPhoto(testImages.face());
    const poses = await startSelfie(esi);
    // She looked straight at the camera throughout.
    const still = await submit(esi, await framesOf(testImages.sameFace(), poses, () => 'straight'));
    expect(still.body).toMatchObject({ status: 'rejected', reason: expect.stringMatching(/did not see you (tilting your head|moving closer)/) });

    // She tilted each way, but to her right when asked to her left (the picture turned anticlockwise, as the camera sees it) and back.
    const abla = await withPhoto(testImages.face());
    const swapped = { tilt_left: 'tilt_right', tilt_right: 'tilt_left' } as Partial<Record<SelfiePose, SelfiePose>>;
    const wrongWay = await submit(abla, await framesOf(testImages.sameFace(), await startSelfie(abla), (pose) => swapped[pose] ?? pose));
    expect(wrongWay.body).toMatchObject({ status: 'rejected', reason: expect.stringMatching(/did not see you tilting your head to your (left|right)/) });
  }, 60_000);

  it("leaves a photo of a screen to an admin, who sees the models' findings and which check was unsure", async () => {
    const abena = await withPhoto(testImages.otherFace());
    const reply = await submit(abena, await framesOf(testImages.screenPhoto(), await startSelfie(abena)));
    expect(reply).toMatchObject({ status: 200, body: { status: 'in_review', reason: null } });
    const token = await stack.tokens.issue({ memberId: 'admin-1', role: 'admin' });
    const queue = await fetch(`${stack.queryUrl}/api/admin/verifications`, { headers: { authorization: `Bearer ${token}`, 'x-min-position': reply.body.position } });
    const item = ((await queue.json()) as Array<{ memberId: string; evidence: { frameUrls: string[] }; automaticChecks: Array<{ check: string; result: string; score: number }> }>).find((one) => one.memberId === abena)!;
    expect(item.evidence.frameUrls).toHaveLength(8);
    expect(item.automaticChecks.filter((check) => check.result !== 'pass').map((check) => check.check)).toEqual(['screen_pattern']);
    expect(item.automaticChecks.find((check) => check.check === 'screen_pattern')!.score).toBeGreaterThan(SELFIE_THRESHOLD_DEFAULTS.screenPatternUnsure);
  }, 60_000);

  it('leaves a member with no profile photo showing a face to an admin', async () => {
    const efua = await withPhoto(testImages.noFace());
    expect((await submit(efua, await framesOf(testImages.face(), await startSelfie(efua)))).body).toMatchObject({ status: 'in_review' });
  }, 60_000);
});

describe('bad input is a 4xx naming the problem, and loses nothing', () => {
  it('refuses frames that are no picture, poses not asked or missing, and a video not hers, then takes a good try', async () => {
    const kwame = await withPhoto(testImages.face());
    const poses = await startSelfie(kwame);
    const good = await framesOf(testImages.sameFace(), poses);
    const refusals = [
      await submit(kwame, good.map((frame, index) => (index === 3 ? { ...frame, image: Buffer.from('not a picture at all, only words '.repeat(5)).toString('base64') } : frame))),
      await submit(kwame, good.filter((frame) => frame.pose !== 'closer')),
      await submit(kwame, [...good, { ...good[0]!, image: 'not base64!'.repeat(20) }]),
      await post(kwame, '/api/verification/video-selfie', { videoUrl: videoOf('someone-else'), frames: good }),
      await post(kwame, '/api/verification/video-selfie', { videoUrl: videoOf(kwame), frames: [] }),
      await post(kwame, '/api/verification/video-selfie', { videoUrl: videoOf(kwame) }),
    ];
    expect(refusals.map((reply) => [reply.status, reply.body.error])).toEqual([
      [400, 'body.frames.3.image: is not a picture (send a JPEG, PNG or WebP camera frame)'],
      [400, 'body.frames: no frame was taken while closer was asked; send at least one per pose'],
      [400, 'body.frames.8.image: image must be base64 (without a data: prefix)'],
      [400, 'body.videoUrl: must be a file you uploaded privately through /api/media'],
      [400, 'body.frames: frames must hold at least one frame per pose asked'],
      [400, 'body.frames: frames must be a list of { pose, image }'],
    ]);
    expect(await submit(kwame, good)).toMatchObject({ status: 200, body: { status: 'approved' } });
    // Decided once: a second submission finds nothing pending.
    expect(await submit(kwame, good)).toMatchObject({ status: 409, body: { code: 'verification_not_started' } });
  }, 60_000);

  it('refuses a selfie with no video verification started', async () => {
    const ama = await member();
    expect(await submit(ama, await framesOf(testImages.face(), ['straight']))).toMatchObject({ status: 409, body: { code: 'verification_not_started', error: 'Start a video verification first' } });
  }, 30_000);
});

describe('asking a match to verify', () => {
  it('notifies the match asked, once a week, and refuses a member who is no match', async () => {
    const [ama, kofi, stranger] = [await member(), await member(), await member()];
    await post(ama, '/api/swipes', { swipedId: kofi, isLike: true });
    await post(kofi, '/api/swipes', { swipedId: ama, isLike: true });
    expect(await post(ama, '/api/verification/ask', { memberId: kofi })).toMatchObject({ status: 200, body: { asked: true } });
    expect(await post(ama, '/api/verification/ask', { memberId: kofi })).toMatchObject({ status: 429, body: { code: 'too_many_attempts' } });
    expect(await post(ama, '/api/verification/ask', { memberId: stranger })).toMatchObject({ status: 404, body: { code: 'match_not_found' } });
    expect(await post(ama, '/api/verification/ask', { memberId: ama })).toMatchObject({ status: 400, body: { code: 'cannot_ask_self' } });
    expect(await post(ama, '/api/verification/ask', {})).toMatchObject({ status: 400, body: { error: 'body.memberId: memberId is required' } });
    expect((await get(kofi, '/api/notifications')).body).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'verification', title: 'Asked to verify', relatedMemberId: ama })]));
  }, 30_000);
});
