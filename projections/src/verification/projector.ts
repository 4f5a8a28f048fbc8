import type pg from 'pg';
import { AccountDeleted, VERIFICATION_WINDOWS_MS, eventsOf, verificationEvents, type VerificationEvent } from '@sankofa/events';
import { eraseMemberRows, rowsNaming } from '../erase-member-rows.ts';
import { defineProjector, ofTypes } from '../projector.ts';
import { VERIFICATION_PROJECTOR } from './read-model.ts';

const INIT = `
CREATE TABLE verification_requests (
  request_id text PRIMARY KEY,
  member_id text NOT NULL,
  verification_type text NOT NULL,
  status text NOT NULL,
  submitted_at timestamptz NOT NULL,
  expires_at timestamptz,
  social_media_url text,
  document_url text,
  video_url text,
  biometric_url text,
  frame_urls text[] NOT NULL DEFAULT '{}',
  automatic_checks jsonb,
  reviewed_at timestamptz,
  reviewed_by text,
  rejection_reason text,
  last_position text COLLATE "C" NOT NULL
);
CREATE INDEX verification_requests_by_member ON verification_requests (member_id, submitted_at DESC);
CREATE INDEX verification_requests_in_review ON verification_requests (submitted_at, request_id) WHERE status = 'in_review';
CREATE TABLE verification_badges (
  member_id text NOT NULL,
  badge_type text NOT NULL,
  badge_level text NOT NULL,
  points integer NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  earned_at timestamptz NOT NULL,
  request_id text NOT NULL,
  PRIMARY KEY (member_id, badge_type)
);
`;

const plus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

const STARTED = `
INSERT INTO verification_requests (request_id, member_id, verification_type, status, submitted_at, expires_at, last_position)
VALUES ($1, $2, $3, 'pending', $4, $5, $6) ON CONFLICT (request_id) DO NOTHING`;

/** Each later event changes its request once: a row already at or past the event's position is left alone. */
const UPDATE = (set: string) => `UPDATE verification_requests SET ${set}, last_position = $2 WHERE request_id = $1 AND last_position < $2`;

const BADGE = `
INSERT INTO verification_badges (member_id, badge_type, badge_level, points, earned_at, request_id)
VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (member_id, badge_type) DO NOTHING`;

/** One event at a time, in log order: a member's requests are few, and each step depends on the one before. */
const applyOne = async (event: VerificationEvent, tx: pg.PoolClient) => {
  if (event.type === 'VerificationAskedFor') return;
  const { requestId } = event.data;
  const at = event.metadata.occurredAt;
  const key = [requestId, event.position];
  switch (event.type) {
    case 'VerificationStarted': {
      const window = event.data.verificationType === 'phone' ? VERIFICATION_WINDOWS_MS.phoneCode : VERIFICATION_WINDOWS_MS.submission;
      await tx.query(STARTED, [requestId, event.data.memberId, event.data.verificationType, at, plus(at, window), event.position]);
      return;
    }
    case 'VerificationCodeSent':
    case 'VerificationEmailSent':
      await tx.query(UPDATE('expires_at = $3'), [...key, event.data.expiresAt]);
      return;
    case 'VerificationCodeMissed':
      return;
    case 'VerificationSubmitted': {
      const { socialMediaUrl, documentUrl, videoUrl, biometricUrl, frameUrls } = event.data.evidence;
      const set = `status = 'in_review', submitted_at = $3, expires_at = NULL, social_media_url = $4, document_url = $5, video_url = $6, biometric_url = $7, frame_urls = $8`;
      await tx.query(UPDATE(set), [...key, at, socialMediaUrl, documentUrl, videoUrl, biometricUrl, frameUrls]);
      return;
    }
    case 'SelfieChecked':
      // Erased with her key, the checks read as none: the admin then sees no scores.
      await tx.query(UPDATE('automatic_checks = $3'), [...key, JSON.stringify(event.data.checks)]);
      return;

    case 'VerificationApproved':
      await tx.query(UPDATE(`status = 'approved', expires_at = NULL, reviewed_at = $3, reviewed_by = $4`), [...key, at, event.data.decidedBy]);
      await tx.query(BADGE, [event.data.memberId, event.data.verificationType, event.data.badgeLevel, event.data.points, at, requestId]);
      return;
    case 'VerificationRejected':
      await tx.query(UPDATE(`status = 'rejected', expires_at = NULL, reviewed_at = $3, reviewed_by = $4, rejection_reason = $5`), [...key, at, event.data.decidedBy, event.data.reason]);
      return;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

/** The verification read model: each member's requests (with the evidence an admin reviews) and the badges they earned. */
export const verificationProjector = defineProjector({
  name: VERIFICATION_PROJECTOR,
  // 2: a deleted member's requests (and the evidence they name) and badges go. 3: a video selfie's frames and automatic checks.
  version: 3,
  handles: eventsOf(...verificationEvents, AccountDeleted),
  init: async (tx) => {
    await tx.query(INIT);
  },
  apply: async (events, tx) => {
    for (const event of events) if (event.type !== 'AccountDeleted') await applyOne(event, tx);
    await eraseMemberRows(tx, ofTypes(events, 'AccountDeleted').map(({ data }) => data.memberId), [rowsNaming('verification_requests', 'member_id'), rowsNaming('verification_badges', 'member_id')]);
  },
});
