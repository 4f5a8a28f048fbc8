import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUrlOf } from '@sankofa/contracts';
import { createLocalMediaStorage, privateMediaKeyFor, type MediaStorage } from '@sankofa/adapters/media';
import { createPostgresEventStore, migrateEventStore, type EventStore } from '@sankofa/events';
import { projectorUnderTest } from '@sankofa/events/testing';
import { createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { EVIDENCE_RETENTION_MS, evidenceRetention } from './evidence-retention.ts';
import { decideVerification } from './handle.ts';
import type { Evidence } from './decide.ts';

const MINUTE = 60_000;
let pool: pg.Pool;
let store: EventStore;
let directory: string;
let storage: MediaStorage;
let sequence = 0;

beforeAll(async () => {
  pool = createPool(await createTestDatabase());
  await migrateEventStore(pool);
  store = createPostgresEventStore(pool);
  directory = await mkdtemp(path.join(tmpdir(), 'sankofa-evidence-'));
  storage = createLocalMediaStorage(directory);
});
afterAll(async () => {
  await store?.close();
  await pool?.end();
  await rm(directory, { recursive: true, force: true });
});

const at = (now: Date) => ({ actorId: 'test', correlationId: 'test', now });

/** A stored private file of `memberId`'s, as POST /api/media keeps evidence. */
const storedEvidence = async (memberId: string) => {
  const key = privateMediaKeyFor(memberId, 'image/png');
  const staged = path.join(directory, `${key}.staged`);
  await writeFile(staged, 'a picture of her passport');
  await storage.putStaged({ path: staged, size: 25, sha256: 'not used for a private key', head: Buffer.alloc(0) }, 'image/png', key);
  return key;
};

/** Her ID document handed in at `submittedAt`, then decided (`approve` or `reject`) at `decidedAt`, or left in review. */
const idVerification = async (submittedAt: Date, decision: { decision: 'approve' | 'reject'; decidedAt: Date } | null) => {
  const memberId = `evidence-member-${++sequence}`;
  const key = await storedEvidence(memberId);
  await decideVerification(store, { type: 'StartVerification', memberId, requestId: `request-${sequence}`, verificationType: 'id', poses: [], now: submittedAt }, at(submittedAt));
  // A selfie's frames are evidence too (named here beside the document, as the retention sees only keys).
  const frame = await storedEvidence(memberId);
  frames.set(key, frame);
  const evidence: Evidence = { socialMediaUrl: null, documentUrl: mediaUrlOf(key), videoUrl: null, biometricUrl: null, frameUrls: [mediaUrlOf(frame)] };
  await decideVerification(store, { type: 'SubmitEvidence', memberId, verificationType: 'id', evidence, now: submittedAt }, at(submittedAt));
  if (decision) {
    const review = { type: 'ReviewVerification', memberId, requestId: `request-${sequence}`, decision: decision.decision, reason: 'The photo is blurred', adminId: 'admin-1' } as const;
    await decideVerification(store, review, at(decision.decidedAt));
  }
  return key;
};

/** The frame kept beside each document: deleted with it. */
const frames = new Map<string, string>();
const isStored = async (key: string) => {
  const [document, frame] = await Promise.all([key, frames.get(key)!].map(async (one) => (await storage.get(one)) !== null));
  expect(frame).toBe(document);
  return document;
};

describe('evidence retention', () => {
  it('deletes the evidence of an approved and of a rejected request 30 days after the decision, and keeps what is still in review', async () => {
    const submittedAt = new Date('2030-03-01T10:00:00Z');
    const decidedAt = new Date(submittedAt.getTime() + 2 * 24 * 60 * MINUTE);
    const approved = await idVerification(submittedAt, { decision: 'approve', decidedAt });
    const rejected = await idVerification(submittedAt, { decision: 'reject', decidedAt });
    const inReview = await idVerification(submittedAt, null);
    const build = await projectorUnderTest(pool, store, evidenceRetention({ storage }));
    try {
      expect(await build.tick(new Date(decidedAt.getTime() + EVIDENCE_RETENTION_MS - MINUTE))).toBe(0);
      expect(await Promise.all([approved, rejected, inReview].map(isStored))).toEqual([true, true, true]);

      const deadline = new Date(decidedAt.getTime() + EVIDENCE_RETENTION_MS);
      expect(await build.tick(deadline)).toBe(4);
      expect(await Promise.all([approved, rejected, inReview].map(isStored))).toEqual([false, false, true]);
      // Done once: nothing is left due, a year on, while the third is still undecided.
      expect(await build.tick(new Date(deadline.getTime() + 365 * 24 * 60 * MINUTE))).toBe(0);
      expect(await isStored(inReview)).toBe(true);
    } finally {
      await build.drop();
    }
  });

  it('deletes evidence decided long before the reactor first ran', async () => {
    const longAgo = new Date('2029-01-01T00:00:00Z');
    const key = await idVerification(longAgo, { decision: 'approve', decidedAt: longAgo });
    const build = await projectorUnderTest(pool, store, evidenceRetention({ storage }));
    try {
      await build.tick(new Date('2029-06-01T00:00:00Z'));
      expect(await isStored(key)).toBe(false);
    } finally {
      await build.drop();
    }
  });
});
