import type pg from 'pg';
import { TRUST_LEVELS, type EarnedBadge, type TrustLevel, type TrustScore } from '@sankofa/contracts';
import { ACTIVITY, trustPartsOf, type TrustBadgeRow, type TrustFacts } from '@sankofa/projections/trust-scores';
import { MAX_VERIFICATION_POINTS } from '@sankofa/events';

/** The spec's bands: 0-25 New User, 26-50 Building Trust, 51-75 Trusted Member, 76-90 Highly Trusted, 91-100 Elite Verified. */
const LEVEL_THRESHOLDS = [26, 51, 76, 91] as const;
export const trustLevelOf = (overallScore: number): TrustLevel => TRUST_LEVELS[LEVEL_THRESHOLDS.filter((threshold) => overallScore >= threshold).length]!;

interface FactsRow {
  registered_at: Date | null;
  reports_upheld: number;
  blocks_received: number;
  lockouts: number;
  last_incident_at: Date | null;
  recent_sign_in_days: number;
  conversations: number;
  conversations_answered: number;
}

/** Everything but the badges, in one round trip: counts of incidents, recent sign-in days and conversations (both wrote; the other first). */
const FACTS = `
SELECT (SELECT registered_at FROM public.trust_members WHERE member_id = $1) AS registered_at,
       (SELECT count(*) FILTER (WHERE kind = 'report_upheld') FROM public.trust_incidents WHERE member_id = $1)::int AS reports_upheld,
       (SELECT count(*) FILTER (WHERE kind = 'blocked') FROM public.trust_incidents WHERE member_id = $1)::int AS blocks_received,
       (SELECT count(*) FILTER (WHERE kind = 'locked_out') FROM public.trust_incidents WHERE member_id = $1)::int AS lockouts,
       (SELECT max(occurred_at) FROM public.trust_incidents WHERE member_id = $1) AS last_incident_at,
       (SELECT count(*) FROM public.trust_sign_ins WHERE member_id = $1 AND day > ($2::timestamptz - make_interval(days => $3))::date)::int AS recent_sign_in_days,
       (SELECT count(*) FROM public.trust_conversations mine JOIN public.trust_conversations theirs
          ON theirs.match_id = mine.match_id AND theirs.sender_id = mine.receiver_id WHERE mine.sender_id = $1)::int AS conversations,
       (SELECT count(*) FROM public.trust_conversations mine JOIN public.trust_conversations theirs
          ON theirs.match_id = mine.match_id AND theirs.sender_id = mine.receiver_id
        WHERE mine.sender_id = $1 AND theirs.first_sent_at < mine.first_sent_at)::int AS conversations_answered`;

const BADGES = 'SELECT * FROM public.trust_badges WHERE member_id = $1 ORDER BY earned_at, verification_type';

const badgeOf = (row: TrustBadgeRow): EarnedBadge => ({
  verificationType: row.verification_type,
  badgeLevel: row.badge_level,
  points: row.points,
  isActive: true,
  earnedAt: row.earned_at.toISOString(),
});

const factsOf = (row: FactsRow, badges: TrustBadgeRow[], now: Date): TrustFacts => ({
  registeredAt: row.registered_at ?? now,
  verificationPoints: badges.reduce((sum, badge) => sum + badge.points, 0),
  badgeCount: badges.length,
  hasSocialBadge: badges.some((badge) => badge.verification_type === 'social'),
  reportsUpheld: row.reports_upheld,
  blocksReceived: row.blocks_received,
  lockouts: row.lockouts,
  lastIncidentAt: row.last_incident_at,
  recentSignInDays: row.recent_sign_in_days,
  conversationsAnswered: row.conversations_answered,
  conversations: row.conversations,
});

/** A member's trust score as of `now`: the read model's facts through the score rules. */
export const readTrustScore = async (pool: pg.Pool, memberId: string, now: Date): Promise<TrustScore> => {
  const [facts, badges] = await Promise.all([
    pool.query<FactsRow>(FACTS, [memberId, now, ACTIVITY.windowDays]),
    pool.query<TrustBadgeRow>(BADGES, [memberId]),
  ]);
  const parts = trustPartsOf(factsOf(facts.rows[0]!, badges.rows, now), now);
  const verificationPoints = Math.min(MAX_VERIFICATION_POINTS, badges.rows.reduce((sum, badge) => sum + badge.points, 0));
  return {
    ...parts,
    level: trustLevelOf(parts.overallScore),
    verificationPoints,
    maxVerificationPoints: MAX_VERIFICATION_POINTS,
    remainingVerificationPoints: MAX_VERIFICATION_POINTS - verificationPoints,
    badges: badges.rows.map(badgeOf),
  };
};
