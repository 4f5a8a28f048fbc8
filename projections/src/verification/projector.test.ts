import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VerificationApproved,
  VerificationCodeSent,
  VerificationRejected,
  VerificationStarted,
  SelfieChecked,
  VerificationSubmitted,
  newEvent,
  verificationStream,
  type RecordedEvent,
} from '@sankofa/events';
import { createBuildSchema, useSchema } from '../runtime/schemas.ts';
import { inTransaction } from '../runtime/transactions.ts';
import { handledIn } from '../runtime/testing/projector-rows.ts';
import { openTestLog, readWholeLog, type TestLog } from '../runtime/testing/test-log.ts';
import { verificationProjector } from './projector.ts';

const context = (at: string) => ({ actorId: 'test', correlationId: 'test', now: new Date(at) });
const ama = (requestId: string, verificationType: 'phone' | 'video' | 'social') => ({ memberId: 'ama', requestId, verificationType });
/** What the models found of a video selfie: the admin sees it beside the evidence. */
const SCREEN_CHECK = { check: 'screen_pattern', result: 'unsure', score: 0.8, passAt: 0.3, failAt: null } as const;
const noEvidence = { socialMediaUrl: null, documentUrl: null, videoUrl: null, biometricUrl: null, frameUrls: [] };

describe('verification projector', () => {
  let log: TestLog;
  let events: RecordedEvent[];
  beforeAll(async () => {
    log = await openTestLog();
    await log.store.append(verificationStream('ama'), [
      newEvent(VerificationStarted, { ...ama('p1', 'phone'), poses: [] }, context('2025-01-01T10:00:00Z')),
      newEvent(VerificationCodeSent, { ...ama('p1', 'phone'), phoneNumber: '+233200000000', codeHash: 'hash', expiresAt: '2025-01-01T10:11:00.000Z' }, context('2025-01-01T10:01:00Z')),
      newEvent(VerificationApproved, { ...ama('p1', 'phone'), points: 25, badgeLevel: 'silver', decidedBy: null }, context('2025-01-01T10:02:00Z')),
      newEvent(VerificationStarted, { ...ama('v1', 'video'), poses: [] }, context('2025-01-02T10:00:00Z')),
      newEvent(VerificationSubmitted, { ...ama('v1', 'video'), evidence: { ...noEvidence, videoUrl: '/api/media/v.webm', frameUrls: ['/api/media/f1.jpg'] } }, context('2025-01-02T10:05:00Z')),
      newEvent(SelfieChecked, { ...ama('v1', 'video'), outcome: 'unsure', checks: [SCREEN_CHECK] }, context('2025-01-02T10:05:00Z')),
      newEvent(VerificationStarted, { ...ama('s1', 'social'), poses: [] }, context('2025-01-03T10:00:00Z')),
      newEvent(VerificationSubmitted, { ...ama('s1', 'social'), evidence: { ...noEvidence, socialMediaUrl: 'https://x.example/ama' } }, context('2025-01-03T10:01:00Z')),
      newEvent(VerificationRejected, { ...ama('s1', 'social'), reason: 'Private profile', decidedBy: 'admin' }, context('2025-01-03T11:00:00Z')),
    ]);
    events = await readWholeLog(log);
  });
  afterAll(() => log.close());

  const applyAll = async (schema: string, batches: RecordedEvent[][]) => {
    await inTransaction(log.pool, (tx) => createBuildSchema(tx, verificationProjector, schema));
    for (const batch of batches) {
      await inTransaction(log.pool, async (tx) => {
        await useSchema(tx, schema);
        await verificationProjector.apply(handledIn(verificationProjector, batch), tx);
      });
    }
    const requests = (await log.pool.query(`SELECT * FROM ${schema}.verification_requests ORDER BY request_id`)).rows;
    const badges = (await log.pool.query(`SELECT * FROM ${schema}.verification_badges ORDER BY badge_type`)).rows;
    return { requests, badges };
  };

  it('keeps each request with its status and evidence, and the badges earned', async () => {
    const { requests, badges } = await applyAll('verification_once', [events]);
    expect(requests).toMatchObject([
      { request_id: 'p1', status: 'approved', expires_at: null, reviewed_by: null },
      { request_id: 's1', status: 'rejected', rejection_reason: 'Private profile', reviewed_by: 'admin', social_media_url: 'https://x.example/ama' },
      { request_id: 'v1', status: 'in_review', submitted_at: new Date('2025-01-02T10:05:00Z'), expires_at: null, video_url: '/api/media/v.webm', frame_urls: ['/api/media/f1.jpg'], automatic_checks: [SCREEN_CHECK] },
    ]);
    expect(badges).toMatchObject([{ member_id: 'ama', badge_type: 'phone', badge_level: 'silver', points: 25, is_active: true, earned_at: new Date('2025-01-01T10:02:00Z') }]);
  });

  it('is idempotent: twice, overlapping or one by one gives the same rows', async () => {
    const once = await applyAll('verification_reference', [events]);
    expect(await applyAll('verification_twice', [events, events])).toEqual(once);
    expect(await applyAll('verification_overlapping', [events.slice(0, 4), events.slice(2, 8), events.slice(5)])).toEqual(once);
    expect(await applyAll('verification_one_by_one', events.map((event) => [event]))).toEqual(once);
  });
});
