import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalMediaStorage, resizePhoto, storeHeldPhoto, type MediaStorage } from '@sankofa/adapters/media';
import { PHOTO_SIZE_WIDTHS } from '@sankofa/contracts';
import { createDemoPayments } from '@sankofa/adapters/payments';
import { safetyModels } from '@sankofa/adapters/safety-models';
import { testImages } from '@sankofa/adapters/safety-models/testing';
import { accountDeletionRouter } from '@sankofa/command-api/account-deletion';
import { mediaRouter } from '@sankofa/command-api/media';
import { membersRouters } from '@sankofa/command-api/members';
import { signupBody, TEST_IDENTITY_BAN_KEY as identityBanKey } from '@sankofa/command-api/members/testing';
import { moderationRouter } from '@sankofa/command-api/moderation';
import { oneFace } from '@sankofa/command-api/one-face';
import { holdsRouter, safetyRouter } from '@sankofa/command-api/safety';
import { FaceFingerprintsBanned, eventsOf } from '@sankofa/events';
import { createReverseGeocoder } from '@sankofa/server-kit';
import { read, send } from '../chat/testing/chat.ts';
import type { TestMember } from '../swipes/testing/members.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { accountHoldsQueryRouter } from './index.ts';

let storage: MediaStorage;
let stack: FeatureStack;
/** The real models, but the next look fails when asked, as when their thread dies under it. */
const models = { failNext: false, failures: 0 };
const failingOnce = {
  get ended() {
    return safetyModels().ended;
  },
  analyse: (image: Buffer) => {
    if (!models.failNext) return safetyModels().analyse(image);
    models.failNext = false;
    models.failures++;
    return Promise.reject(new Error("the safety models' thread ended (exit code 1)"));
  },
  close: () => safetyModels().close(),
};
let admin: TestMember;
beforeAll(async () => {
  storage = createLocalMediaStorage(await mkdtemp(path.join(tmpdir(), 'sankofa-one-face-')));
  stack = await startFeatureStack({
    projectorNames: ['members', 'moderation', 'discovery', 'account_holds'],
    // The real models, on the committed test photographs.
    reactors: ({ store, dataKeys }) => [oneFace({ store, dataKeys, storage, identityBanKey, models: failingOnce })],
    commandRouters: (deps) => [
      ...membersRouters({ ...deps, media: storage, geocoder: createReverseGeocoder(), identityBanKey }),
      mediaRouter({ ...deps, storage, identityBanKey }),
      safetyRouter(deps),
      holdsRouter({ ...deps, identityBanKey }),
      moderationRouter({ ...deps, identityBanKey }),
      accountDeletionRouter({ ...deps, payments: createDemoPayments(), storage, identityBanKey, twoFactorEncryptionSecret: 'test-two-factor-key' }),
    ],
    queryRouters: (deps) => [accountHoldsQueryRouter(deps)],
    rateLimits: { signup: { points: 1000, durationSeconds: 3600 }, reports: { points: 1000, durationSeconds: 60 } },
  });
  admin = { id: 'admin-1', firstName: 'Admin', headers: { authorization: `Bearer ${await stack.tokens.issue({ memberId: 'admin-1', role: 'admin' })}` } };
}, 60_000);
afterAll(async () => {
  await stack.close();
  await safetyModels().close();
});

/** The reactor works on its own time (the models take seconds to load): ask until the answer is what the test waits for. */
const eventually = async <T>(ask: () => Promise<T>, done: (answer: T) => boolean): Promise<T> => {
  // Generous: on a loaded machine four test workers may be loading the models at once.
  const deadline = Date.now() + 90_000;
  for (;;) {
    const answer = await ask();
    if (done(answer) || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
const count = async (sql: string, ...values: unknown[]) => (await stack.pool.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${sql}`, values)).rows[0]!.count;

const upload = async (bytes: Buffer) => {
  const form = new FormData();
  form.append('kind', 'photo');
  form.append('file', new Blob([new Uint8Array(bytes)]), 'me.jpg');
  const response = await fetch(`${stack.commandUrl}/api/media`, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as { url: string; code?: string } };
};

let sequence = 0;
const signedUp = async (firstName: string, ...photos: Buffer[]): Promise<TestMember & { position: string }> => {
  const urls = [];
  for (const photo of photos) urls.push((await upload(photo)).body.url);
  const { status, body } = await send(stack, 'POST', '/api/users', null, { ...signupBody(`one-face-${++sequence}@example.com`), firstName, photos: urls });
  expect(status).toBe(201);
  return { id: body.user.id, firstName, headers: { authorization: `Bearer ${body.auth.accessToken}` }, position: body.position };
};

const reactorPassed = async (position: string) => {
  const passed = () => count("projection_checkpoints WHERE name = 'one_face' AND position >= $1", position);
  await eventually(passed, (rows) => rows === 1);
};

/** Once the reactor has analysed her photos and held her, or found nothing to hold her for. */
const checked = async (member: TestMember & { position: string }) => {
  await reactorPassed(member.position);
  const pending = () => count('one_face_checks_due WHERE member_id = $1', member.id).then(async (due) => due + (await count('one_face_holds_due WHERE member_id = $1', member.id)));
  await eventually(pending, (due) => due === 0);
  const holds = await read(stack, '/api/admin/holds', admin, await stack.shownHead());
  return holds.body.find((held: { member: { id: string } }) => held.member.id === member.id)?.reasons ?? null;
};

const PHOTO_BAN_KEPT = `events WHERE type = '${FaceFingerprintsBanned.type}'`;

/** Suspended as a moderator suspends (an upheld report): the suspension bans her photos, and the reactor keeps their fingerprints. */
const suspend = async (member: TestMember & { position: string }) => {
  await checked(member);
  const kept = await count(PHOTO_BAN_KEPT);
  const reporter = await signedUp('Reporter');
  const report = await send(stack, 'POST', `/api/users/${member.id}/report`, reporter, { reason: 'harassment', description: 'Threats' });
  expect((await send(stack, 'POST', `/api/admin/reports/${report.body.reportId}/uphold`, admin, { action: 'suspend', note: '' })).status).toBe(200);
  expect(await eventually(() => count(PHOTO_BAN_KEPT), (now) => now > kept)).toBe(kept + 1);
};

const reencoded = (image: Buffer) => sharp(image).resize(360).jpeg({ quality: 70 }).toBuffer();

describe('one face, one account', { timeout: 60_000 }, () => {
  type Member = Awaited<ReturnType<typeof signedUp>>;
  let esi: Member, abena: Member, ama: Member, kwame: Member, efua: Member, kobby: Member;

  it('holds nothing for an ordinary new member, nor for photos without a face', async () => {
    esi = await signedUp('Esi', testImages.otherFace());
    expect(await checked(esi)).toBeNull();
    // Faces of their own first (a first photo must show one), then the same faceless photo: no catfish, nothing of it kept.
    const yaw = await signedUp('Yaw', await sharp(testImages.otherFace()).flop().jpeg().toBuffer(), testImages.noFace());
    expect(await checked(yaw)).toBeNull();
    const kojo = await signedUp('Kojo', await sharp(testImages.face()).rotate(90).jpeg().toBuffer(), testImages.noFace());
    expect(await checked(kojo)).toBeNull();
    expect([await count('one_face_photos WHERE member_id = $1', yaw.id), await count('one_face_photos WHERE member_id = $1', kojo.id)]).toEqual([1, 1]);
  });

  it("holds a new account showing another member's photo as a possible catfish, naming her", async () => {
    abena = await signedUp('Abena', await reencoded(testImages.otherFace()));
    expect(await checked(abena)).toEqual([{ kind: 'photos_match_member', memberId: esi.id, distance: expect.any(Number) }]);
  });

  it('looks again at photos the models failed on, rather than passing them as showing no face', async () => {
    models.failNext = true;
    const kofi = await signedUp('Kofi', await reencoded(testImages.otherFace()));
    await eventually(async () => models.failures, (failures) => failures === 1);
    // The failed run comes again with the next batch: another member joining is one.
    await signedUp('Nana');
    expect(await checked(kofi)).toContainEqual({ kind: 'photos_match_member', memberId: esi.id, distance: expect.any(Number) });
    // Gone again, and his fingerprints with him: the tests after compare with no copy of his.
    expect((await send(stack, 'POST', '/api/user/delete', kofi, { password: 'correct horse' })).status).toBe(200);
  });

  it("holds a member whose new photos are another member's, and not the member who showed them first", async () => {
    const yaa = await signedUp('Yaa');
    expect(await checked(yaa)).toBeNull();
    const copied = await send(stack, 'PATCH', '/api/user', yaa, { photos: [(await upload(testImages.otherFace())).body.url] });
    expect(copied.status).toBe(200);
    expect(await checked({ ...yaa, position: copied.body.position })).toEqual([
      { kind: 'photos_match_member', memberId: esi.id, distance: 0 },
      { kind: 'photos_match_member', memberId: expect.any(String), distance: expect.any(Number) },
    ]);
    // Esi showed it first: choosing it again among her photos does not make her the catfish.
    const esiAgain = await send(stack, 'PATCH', '/api/user', esi, { photos: [(await upload(testImages.otherFace())).body.url, (await upload(testImages.noFace())).body.url] });
    expect(await checked({ ...esi, position: esiAgain.body.position })).toBeNull();
  });

  it("holds a suspended member's face coming back in new photos (banned_face), and her photo re-encoded (banned_photo)", async () => {
    ama = await signedUp('Ama', testImages.face());
    await suspend(ama);
    // Her exact photo is refused at upload, as before; another picture of her face and a re-encoded copy are not.
    expect((await upload(testImages.face())).body.code).toBe('identity_banned');

    kwame = await signedUp('Kwame', testImages.sameFace());
    const [sameFace] = await checked(kwame);
    expect(sameFace).toEqual({ kind: 'banned_face', similarity: expect.any(Number) });
    expect(sameFace.similarity).toBeGreaterThan(0.9);

    efua = await signedUp('Efua', await reencoded(testImages.face()));
    expect(await checked(efua)).toEqual([
      { kind: 'banned_face', similarity: 1 },
      { kind: 'banned_photo', distance: expect.any(Number) },
    ]);
    // What is kept of the ban names no member and holds no picture.
    const { rows } = await stack.pool.query('SELECT data::text FROM events WHERE type = $1', [FaceFingerprintsBanned.type]);
    expect(JSON.stringify(rows)).not.toContain(ama.id);
  });

  it("holds a photo of a screen showing a suspended member's face, after she deleted her account too", async () => {
    await suspend(esi);
    // Her data key goes with her account; the ban's fingerprints were never sealed with it.
    expect((await send(stack, 'POST', '/api/user/delete', esi, { password: 'correct horse' })).status).toBe(200);
    kobby = await signedUp('Kobby', testImages.screenPhoto());
    expect(await checked(kobby)).toEqual([{ kind: 'banned_face', similarity: expect.any(Number) }]);
  });

  it('erases her fingerprints when she deletes her account', async () => {
    const traces = async (member: TestMember) => {
      const { rows: tables } = await stack.pool.query<{ schema: string; name: string }>(
        "SELECT table_schema AS schema, table_name AS name FROM information_schema.tables WHERE table_schema LIKE 'projection_one_face%' AND table_type = 'BASE TABLE'",
      );
      const found = [];
      for (const { schema, name } of tables) {
        const { rows } = await stack.pool.query(`SELECT t::text AS row FROM "${schema}"."${name}" t`);
        if (JSON.stringify(rows).includes(member.id)) found.push(name);
      }
      return found;
    };
    expect(await traces(kwame)).toEqual(['one_face_photos']);
    for (const member of [kwame, efua]) expect((await send(stack, 'POST', '/api/user/delete', member, { password: 'correct horse' })).status).toBe(200);
    // Each deletion reaches the reactor on its own: wait for both.
    for (const member of [kwame, efua]) expect(await eventually(() => traces(member), (found) => found.length === 0)).toEqual([]);
  });

  it('lets her face in again once her suspension is lifted, and the kept fingerprints read as erased', async () => {
    const lifted = await send(stack, 'POST', `/api/admin/members/${ama.id}/lift-suspension`, admin);
    expect(lifted.status).toBe(200);
    // Esi's ban stands.
    expect(await eventually(() => count('one_face_banned'), (bans) => bans === 1)).toBe(1);
    await eventually(() => count('one_face_keys_due'), (due) => due === 0);

    expect(await checked(await signedUp('Adwoa', testImages.sameFace()))).toBeNull();
    // The ban's own key is destroyed: every copy of the log now reads her photo's fingerprints as erased.
    const banned = eventsOf(FaceFingerprintsBanned);
    const faces = [];
    for await (const event of stack.store.readAll({ types: [FaceFingerprintsBanned.type], limit: 10 })) faces.push(banned.parse(event).data.descriptors.length);
    expect(faces).toEqual([0, 1]);
  });

  it('holds no one again in a new build, which looks at every photo again: not a released member, not a suspended one, not one who joined before a ban', async () => {
    const holds = `events WHERE type = 'AccountHeldForReview'`;
    expect((await send(stack, 'POST', `/api/admin/holds/${abena.id}/release`, admin)).status).toBe(200);
    await suspend(kobby);
    await reactorPassed((await stack.shownHead())!);
    const [heldBefore, keptBefore] = [await count(holds), await count(PHOTO_BAN_KEPT)];

    await stack.runtime.rebuild('one_face');
    await eventually(() => count('one_face_checks_due'), (due) => due === 0);
    await eventually(() => count('one_face_holds_due'), (due) => due === 0);
    expect([await count(holds), await count(PHOTO_BAN_KEPT)]).toEqual([heldBefore, keptBefore]);
    // Esi's and Kobby's bans, read back from the log.
    expect(await count('one_face_banned')).toBe(2);
  });

  it("looks at a photo held for an admin's review through its held copy (it has no public file yet)", async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'sankofa-held-')), 'held.jpg');
    // A picture of its own (no other test's bytes): no public file shares its address.
    await writeFile(file, await sharp(testImages.otherFace()).resize(330).jpeg({ quality: 75 }).toBuffer());
    const held = await resizePhoto(file, PHOTO_SIZE_WIDTHS);
    await storeHeldPhoto(storage, held);
    const { status, body } = await send(stack, 'POST', '/api/users', null, { ...signupBody(`one-face-${++sequence}@example.com`), firstName: 'Adwoa', photos: [`/api/media/${held.sha256}-full.webp`] });
    expect(status).toBe(201);
    const adwoa = { id: body.user.id, firstName: 'Adwoa', headers: { authorization: `Bearer ${body.auth.accessToken}` }, position: body.position };
    // Esi's face, banned with her suspension.
    expect(await checked(adwoa)).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'banned_face' })]));
  });
});
