import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { contentAddressOf, heldPhotoSizeKeyOf, readMedia, type MediaStorage } from '@sankofa/adapters/media';
import { perceptualHash, safetyModels, UnreadablePictureError, type SafetyModels } from '@sankofa/adapters/safety-models';
import { mediaKeyOfUrl } from '@sankofa/contracts';
import {
  AccountDeleted,
  AccountHoldReleased,
  ConcurrencyError,
  FaceFingerprintsBanned,
  IdentityBanLifted,
  IdentityBanned,
  MemberRegistered,
  MemberSuspended,
  PhotosChanged,
  defineProjector,
  eventsOf,
  memberStream,
  newEvent,
  type DataKeys,
  type EventStore,
  type HoldReason,
} from '@sankofa/events';
import { bannedPhotoStream } from '../account-deletion/identity-bans.ts';
import { DomainError } from '../domain-error.ts';
import { handleCommand } from '../handle-command.ts';
import { holdDecider } from '../safety/account-hold.ts';
import { banReasons, DEFAULT_THRESHOLDS, type Fingerprint, type MatchThresholds } from './fingerprints.ts';

const followed = eventsOf(MemberRegistered, PhotosChanged, AccountHoldReleased, MemberSuspended, IdentityBanned, IdentityBanLifted, FaceFingerprintsBanned, AccountDeleted);

/**
 * Why tables of this reactor's own, not a fold of the ban streams at signup: the checks run here, off
 * the signup's path, and compare a new member against every ban and every member's photos at once,
 * which a table answers in one query (`bit_count` of the hashes' XOR) and a fold would read stream by stream.
 */
const TABLES = `
-- Photos to analyse (her latest list): personal, gone with her. \`may_hold\` false once an admin released or
-- suspended her after those photos: what an admin decided on does not hold her again (a new build looks at every photo again).
CREATE TABLE one_face_checks_due (member_id text PRIMARY KEY, photos jsonb NOT NULL, caused_by text NOT NULL, shown_at timestamptz NOT NULL, may_hold boolean NOT NULL);
-- Her photos' fingerprints while she is a member, by the stream a ban of the photo would take: personal, gone with her.
-- Inactive while the photo is banned (her suspension): the ban's fingerprints hold its copies then.
-- \`since\`: when she showed it (the event's time, so that a new build agrees), so that only the later of two members showing one photo is the possible catfish.
CREATE TABLE one_face_photos (member_id text NOT NULL, ban_stream text NOT NULL, hash bit(64) NOT NULL, descriptors jsonb NOT NULL, active boolean NOT NULL, since timestamptz NOT NULL, PRIMARY KEY (member_id, ban_stream));
CREATE INDEX one_face_photos_by_ban ON one_face_photos (ban_stream);
-- A photo just banned whose fingerprints are still to be kept in its ban stream: no member id, so they outlive her deletion.
CREATE TABLE one_face_bans_due (ban_stream text PRIMARY KEY, hash text NOT NULL, descriptors jsonb NOT NULL);
-- What the checks compare with: the fingerprints of banned photos, as long as their ban lasts. Only photos shown after
-- \`banned_at\` are compared with them, live as in a new build (which looks at older photos again).
CREATE TABLE one_face_banned (ban_stream text PRIMARY KEY, ban_id text NOT NULL, banned_at timestamptz NOT NULL, hash text NOT NULL, descriptors jsonb NOT NULL);
-- Lifted bans whose sealing keys are still to be destroyed.
CREATE TABLE one_face_keys_due (ban_id text PRIMARY KEY);
CREATE TABLE one_face_holds_due (member_id text PRIMARY KEY, reasons jsonb NOT NULL, caused_by text NOT NULL);
`;

const ERASE = ['one_face_checks_due', 'one_face_photos', 'one_face_holds_due'].map((table) => `DELETE FROM ${table} WHERE member_id = $1`);

export interface OneFaceDependencies {
  store: EventStore;
  storage: MediaStorage;
  /** Destroys a lifted ban's key: its fingerprints read as erased everywhere after. */
  dataKeys: DataKeys;
  /** IDENTITY_BAN_KEY: a photo's fingerprints are kept on the stream of its keyed-hash ban. */
  identityBanKey: string;
  models?: SafetyModels;
  thresholds?: MatchThresholds;
}

interface AnalysedPhoto extends Fingerprint {
  banStream: string;
}

/** Her photos in which the models find a face; a photo without one (a landscape, a demo avatar) is no one's and compares with nothing. */
const analysePhotos = async (deps: OneFaceDependencies, urls: readonly string[]): Promise<AnalysedPhoto[]> => {
  const analysed: AnalysedPhoto[] = [];
  for (const url of urls) {
    const key = mediaKeyOfUrl(url);
    // Uploads are never SVG: only the demo avatars the server draws, which show no one (and would cost the models a look each).
    if (!key || key.endsWith('.svg')) continue;
    const sha256 = contentAddressOf(key);
    // A photo held for an admin's review has no public file yet: its held copy is the same picture.
    const media = sha256 ? ((await readMedia(deps.storage, key)) ?? (await readMedia(deps.storage, heldPhotoSizeKeyOf(sha256, 'full')))) : null;
    if (!media || !sha256) continue;
    // A picture the models cannot read has no face they could compare; models that failed fail the run, which comes again.
    // The models' thread starts with the first photo to look at, not with the first member without one.
    const { faces } = await (deps.models ?? safetyModels()).analyse(media.bytes).catch((error: unknown) => {
      if (error instanceof UnreadablePictureError) return { faces: [] };
      throw error;
    });
    if (faces.length === 0) continue;
    analysed.push({ banStream: bannedPhotoStream(deps.identityBanKey, sha256), hash: await perceptualHash(media.bytes), descriptors: faces.map((face) => face.descriptor) });
  }
  return analysed;
};

const bits = (hash: string) => BigInt(`0x${hash}`).toString(2).padStart(64, '0');

/** Keeps her fingerprints and judges them, in one transaction; nothing if her check was overtaken (newer photos) or she left meanwhile. */
const keepAndJudge = async (tx: pg.PoolClient, memberId: string, causedBy: string, photos: readonly AnalysedPhoto[], thresholds: MatchThresholds) => {
  const { rows: claimed } = await tx.query<{ may_hold: boolean; shown_at: Date }>(
    'DELETE FROM one_face_checks_due WHERE member_id = $1 AND caused_by = $2 RETURNING may_hold, shown_at',
    [memberId, causedBy],
  );
  if (claimed.length === 0) return;
  const banStreams = photos.map((photo) => photo.banStream);
  await tx.query('DELETE FROM one_face_photos WHERE member_id = $1 AND NOT (ban_stream = ANY($2))', [memberId, banStreams]);
  for (const photo of photos) {
    await tx.query(
      `INSERT INTO one_face_photos (member_id, ban_stream, hash, descriptors, active, since)
       VALUES ($1, $2, $3::bit(64), $4, NOT EXISTS (SELECT 1 FROM one_face_banned WHERE ban_stream = $2), $5) ON CONFLICT (member_id, ban_stream) DO NOTHING`,
      [memberId, photo.banStream, bits(photo.hash), JSON.stringify(photo.descriptors), claimed[0]!.shown_at],
    );
  }
  if (!claimed[0]!.may_hold) return;
  const { rows: banned } = await tx.query<Fingerprint>('SELECT hash, descriptors FROM one_face_banned WHERE banned_at < $1', [claimed[0]!.shown_at]);
  // Another active member showed the same photo (within the distance) before she did: the closest first.
  const { rows: twins } = await tx.query<{ member_id: string; distance: number }>(
    `SELECT other.member_id, min(bit_count(other.hash # mine.hash))::int AS distance
     FROM one_face_photos mine JOIN one_face_photos other ON other.member_id <> mine.member_id AND other.active AND other.since < mine.since
     WHERE mine.member_id = $1 AND bit_count(other.hash # mine.hash) <= $2 GROUP BY other.member_id ORDER BY distance, other.member_id LIMIT 3`,
    [memberId, thresholds.photoDistance],
  );
  const reasons: HoldReason[] = [
    ...banReasons(photos, banned, thresholds),
    ...twins.map(({ member_id, distance }) => ({ kind: 'photos_match_member' as const, memberId: member_id, distance })),
  ];
  if (reasons.length === 0) return;
  await tx.query(
    'INSERT INTO one_face_holds_due (member_id, reasons, caused_by) VALUES ($1, $2, $3) ON CONFLICT (member_id) DO UPDATE SET reasons = EXCLUDED.reasons, caused_by = EXCLUDED.caused_by',
    [memberId, JSON.stringify(reasons), causedBy],
  );
};

const systemContext = (causationId: string, now: Date) => ({ actorId: 'reactor:one-face', actorKind: 'system' as const, correlationId: randomUUID(), causationId, now });

/**
 * One face, one account (issue 23, item 4). A reactor of the projection runtime, so that signup and a
 * photo change stay as fast as before: `apply` notes whose photos to analyse and which photos were
 * just banned or lifted; `react` analyses photos with the safety models, holds for review an account
 * whose face or photos match a banned member's (`banned_face`, `banned_photo`) or whose photos are
 * another member's (`photos_match_member`), and keeps a banned photo's fingerprints on its ban stream.
 * No `startFrom: 'head'`: a new build analyses every member's photos again and reads the bans from the log.
 */
export const oneFace = (deps: OneFaceDependencies) => {
  const thresholds = deps.thresholds ?? DEFAULT_THRESHOLDS;
  return defineProjector({
    name: 'one_face',
    version: 1,
    handles: followed,
    init: async (tx) => {
      await tx.query(TABLES);
    },
    apply: async (events, tx) => {
      for (const event of events) {
        switch (event.type) {
          case 'MemberRegistered':
          case 'PhotosChanged':
            // A member joining with no upload (none, or the demo community's drawn avatars) has nothing to look at nor any fingerprint to replace.
            if (event.type === 'MemberRegistered' && !event.data.photos.some((url) => !url.endsWith('.svg'))) break;
            await tx.query(
              `INSERT INTO one_face_checks_due (member_id, photos, caused_by, shown_at, may_hold) VALUES ($1, $2, $3, $4, true)
               ON CONFLICT (member_id) DO UPDATE SET photos = EXCLUDED.photos, caused_by = EXCLUDED.caused_by, shown_at = EXCLUDED.shown_at, may_hold = true`,
              [event.data.memberId, JSON.stringify(event.data.photos), event.metadata.eventId, event.metadata.occurredAt],
            );
            break;
          case 'AccountHoldReleased':
          case 'MemberSuspended':
            await tx.query('UPDATE one_face_checks_due SET may_hold = false WHERE member_id = $1', [event.data.memberId]);
            break;
          case 'IdentityBanned':
            // Her suspension banned this photo: its fingerprints go to the ban, with no member id, and her row stops counting as a member's.
            await tx.query(
              `INSERT INTO one_face_bans_due (ban_stream, hash, descriptors)
               SELECT ban_stream, lpad(to_hex(hash::bigint), 16, '0'), descriptors FROM one_face_photos WHERE ban_stream = $1 LIMIT 1 ON CONFLICT DO NOTHING`,
              [event.stream],
            );
            await tx.query('UPDATE one_face_photos SET active = false WHERE ban_stream = $1', [event.stream]);
            break;
          case 'FaceFingerprintsBanned':
            // A lifted ban's key is destroyed: read again (a rebuild), its fields are erased and nothing is kept.
            if (event.data.descriptors.length === 0) break;
            await tx.query('INSERT INTO one_face_banned (ban_stream, ban_id, banned_at, hash, descriptors) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (ban_stream) DO NOTHING', [
              event.stream,
              event.data.banId,
              event.data.bannedAt,
              event.data.hash,
              JSON.stringify(event.data.descriptors),
            ]);
            break;
          case 'IdentityBanLifted':
            await tx.query('INSERT INTO one_face_keys_due SELECT ban_id FROM one_face_banned WHERE ban_stream = $1 ON CONFLICT DO NOTHING', [event.stream]);
            await tx.query('DELETE FROM one_face_banned WHERE ban_stream = $1', [event.stream]);
            await tx.query('DELETE FROM one_face_bans_due WHERE ban_stream = $1', [event.stream]);
            await tx.query('UPDATE one_face_photos SET active = true WHERE ban_stream = $1', [event.stream]);
            break;
          case 'AccountDeleted':
            for (const statement of ERASE) await tx.query(statement, [event.data.memberId]);
            break;
          default: {
            const _unhandled: never = event;
          }
        }
      }
    },
    react: {
      intervalMs: 60_000,
      /** Answers how many events it appended (holds and kept bans). */
      run: async ({ now, inTables }) => {
        let appended = 0;
        const { rows: bans } = await inTables((tx) => tx.query<{ ban_stream: string; hash: string; descriptors: number[][] }>('SELECT * FROM one_face_bans_due LIMIT 100'));
        for (const ban of bans) appended += await keepBan(deps.store, ban, now);
        await inTables((tx) => tx.query('DELETE FROM one_face_bans_due WHERE ban_stream = ANY($1)', [bans.map((ban) => ban.ban_stream)]));

        const { rows: keys } = await inTables((tx) => tx.query<{ ban_id: string }>('SELECT ban_id FROM one_face_keys_due LIMIT 100'));
        for (const { ban_id: banId } of keys) {
          await deps.dataKeys.destroy(banId);
          await inTables((tx) => tx.query('DELETE FROM one_face_keys_due WHERE ban_id = $1', [banId]));
        }

        const { rows: checks } = await inTables((tx) => tx.query<{ member_id: string; photos: string[]; caused_by: string }>('SELECT * FROM one_face_checks_due ORDER BY shown_at LIMIT 50'));
        for (const check of checks) {
          const photos = await analysePhotos(deps, check.photos);
          await inTables((tx) => keepAndJudge(tx, check.member_id, check.caused_by, photos, thresholds));
        }

        const { rows: holds } = await inTables((tx) => tx.query<{ member_id: string; reasons: HoldReason[]; caused_by: string }>('SELECT * FROM one_face_holds_due LIMIT 100'));
        for (const { member_id: memberId, reasons, caused_by: causedBy } of holds) {
          const command = { type: 'HoldAccount' as const, data: { memberId, reasons } };
          // A member who is gone cannot be held: the intent is dropped rather than tried forever.
          const result = await handleCommand({ store: deps.store, stream: memberStream(memberId), decider: holdDecider, command, context: systemContext(causedBy, now) }).catch(
            (error: unknown) => {
              if (error instanceof DomainError) return null;
              throw error;
            },
          );
          appended += result?.events.length ?? 0;
          await inTables((tx) => tx.query('DELETE FROM one_face_holds_due WHERE member_id = $1 AND caused_by = $2', [memberId, causedBy]));
        }
        return appended;
      },
    },
  });
};

/**
 * Appends a banned photo's fingerprints to its ban stream while the ban stands, at the revision read:
 * a lift in between makes the append fail, and nothing is kept. Once kept (or lifted), nothing more.
 */
const keepBan = async (store: EventStore, ban: { ban_stream: string; hash: string; descriptors: number[][] }, now: Date): Promise<number> => {
  let revision: number | null = null;
  for await (const event of store.readStream(ban.ban_stream, { direction: 'backwards' })) {
    revision ??= event.revision;
    if (event.type === FaceFingerprintsBanned.type || event.type === IdentityBanLifted.type) return 0;
    if (event.type !== IdentityBanned.type) continue;
    const banned = newEvent(
      FaceFingerprintsBanned,
      { banId: `ban-${randomUUID()}`, bannedAt: event.metadata.occurredAt, hash: ban.hash, descriptors: ban.descriptors },
      systemContext(event.metadata.eventId, now),
    );
    return store.append(ban.ban_stream, [banned], { expected: revision }).then(
      () => 1,
      (error: unknown) => {
        if (error instanceof ConcurrencyError) return 0;
        throw error;
      },
    );
  }
  return 0;
};
