import type pg from 'pg';
import {
  listDevelopmentOutbox,
  listReviewQueue,
  listVerificationBadges,
  listVerificationRequests,
  type ReviewQueueItem,
  type VerificationBadge,
  type VerificationRequestView,
} from '@sankofa/contracts';
import { VERIFICATION_PROJECTOR, type VerificationBadgeRow, type VerificationRequestRow } from '@sankofa/projections/verification';
import type { DevelopmentOutbox } from '@sankofa/adapters/messaging';
import { mount, principalOf, requireAdmin, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { MEMBERS_PROJECTOR } from '@sankofa/projections/members';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';

export interface VerificationQueryDependencies {
  pool: pg.Pool;
  tokens: AccessTokens;
  /** What the development SMS and e-mail providers sent (the app's database keeps it for every service). */
  messaging: { outbox: DevelopmentOutbox };
}

/** Lapsed unfinished requests are gone for the member: the type can be started again. */
const REQUESTS = `
SELECT * FROM public.verification_requests
WHERE member_id = $1 AND (status <> 'pending' OR expires_at IS NULL OR expires_at > now())
ORDER BY submitted_at DESC, request_id`;
const BADGES = `SELECT * FROM public.verification_badges WHERE member_id = $1 ORDER BY earned_at, badge_type`;
const QUEUE = `
SELECT r.*, m.first_name || ' ' || m.last_name AS member_name, m.photos[1] AS member_photo
FROM public.verification_requests r JOIN public.members m ON m.id = r.member_id
WHERE r.status = 'in_review' ORDER BY r.submitted_at, r.request_id LIMIT 200`;

const requestOf = (row: VerificationRequestRow): VerificationRequestView => ({
  id: row.request_id,
  verificationType: row.verification_type,
  status: row.status,
  submittedAt: row.submitted_at.toISOString(),
  rejectionReason: row.rejection_reason,
});

const badgeOf = (row: VerificationBadgeRow): VerificationBadge => ({
  id: `${row.member_id}:${row.badge_type}`,
  badgeType: row.badge_type,
  badgeLevel: row.badge_level,
  points: row.points,
  isActive: row.is_active,
  earnedAt: row.earned_at.toISOString(),
});

const queueItemOf = (row: VerificationRequestRow & { member_name: string; member_photo: string | null }): ReviewQueueItem => ({
  id: row.request_id,
  memberId: row.member_id,
  memberName: row.member_name,
  memberPhoto: row.member_photo,
  verificationType: row.verification_type,
  submittedAt: row.submitted_at.toISOString(),
  evidence: { socialMediaUrl: row.social_media_url, documentUrl: row.document_url, videoUrl: row.video_url, biometricUrl: row.biometric_url, frameUrls: row.frame_urls },
  automaticChecks: row.automatic_checks,
});

/** The token's member's requests and badges; the review queue and the development outbox for admins only. */
export const verificationQueryRouter = ({ pool, tokens, messaging }: VerificationQueryDependencies): ReadModelRouter => {
  const router = readModelRouter([VERIFICATION_PROJECTOR, MEMBERS_PROJECTOR]);
  mount(router, listVerificationRequests, requireMember(tokens), async (ctx) => {
    const { rows } = await pool.query<VerificationRequestRow>(REQUESTS, [principalOf(ctx).memberId]);
    ctx.body = rows.map(requestOf);
  });
  mount(router, listVerificationBadges, requireMember(tokens), async (ctx) => {
    const { rows } = await pool.query<VerificationBadgeRow>(BADGES, [principalOf(ctx).memberId]);
    ctx.body = rows.map(badgeOf);
  });
  mount(router, listReviewQueue, requireMember(tokens), requireAdmin(), async (ctx) => {
    const { rows } = await pool.query<VerificationRequestRow & { member_name: string; member_photo: string | null }>(QUEUE);
    ctx.body = rows.map(queueItemOf);
  });
  mount(router, listDevelopmentOutbox, requireMember(tokens), requireAdmin(), async (ctx) => {
    ctx.body = await messaging.outbox.messages();
  });
  return router;
};
