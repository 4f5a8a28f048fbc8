import type pg from 'pg';
import {
  listCulturalInfluencers,
  listInfluencerApplications,
  listInfluencerEvents,
  myInfluencerStatus,
  type CulturalInfluencer,
  type InfluencerEventView,
  type ResponseOf,
} from '@sankofa/contracts';
import { INFLUENCER_PROJECTOR, type InfluencerEventRow, type InfluencerRow } from '@sankofa/projections/influencers';
import { ForbiddenError, mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { MEMBERS_PROJECTOR } from '@sankofa/projections/members';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';

export interface InfluencersQueryDependencies {
  pool: pg.Pool;
  tokens: AccessTokens;
}

const NAME = `coalesce(m.first_name || ' ' || m.last_name, 'Member')`;

/** Verified influencers, the most followed first; followers on Sankofa counted from the follows read model. */
const VERIFIED = `
SELECT i.*, ${NAME} AS name,
  (SELECT count(*)::int FROM public.influencer_follows f WHERE f.influencer_id = i.member_id AND f.following) AS sankofa_followers,
  EXISTS (SELECT 1 FROM public.influencer_follows f WHERE f.influencer_id = i.member_id AND f.member_id = $1 AND f.following) AS is_following
FROM public.influencers i LEFT JOIN public.members m ON m.id = i.member_id
WHERE i.status = 'verified'
ORDER BY i.follower_count DESC, i.member_id LIMIT 200`;

/** Upcoming (not yet ended) events, soonest first. */
const UPCOMING = `
SELECT e.*, ${NAME} AS host_name,
  (SELECT count(*)::int FROM public.influencer_event_participants p WHERE p.event_id = e.event_id AND p.joined) AS current_participants,
  EXISTS (SELECT 1 FROM public.influencer_event_participants p WHERE p.event_id = e.event_id AND p.member_id = $1 AND p.joined) AS joined
FROM public.influencer_events e LEFT JOIN public.members m ON m.id = e.influencer_id
WHERE e.scheduled_at + make_interval(mins => e.duration) > now()
ORDER BY e.scheduled_at, e.event_id LIMIT 200`;

const MINE = `SELECT status, rejection_reason FROM public.influencers WHERE member_id = $1`;
const PENDING = `
SELECT i.*, ${NAME} AS name FROM public.influencers i LEFT JOIN public.members m ON m.id = i.member_id
WHERE i.status = 'pending' ORDER BY i.applied_at, i.member_id LIMIT 200`;

type VerifiedRow = InfluencerRow & { name: string; sankofa_followers: number; is_following: boolean };

const influencerOf = (row: VerifiedRow): CulturalInfluencer => ({
  id: row.member_id,
  name: row.name,
  influencerType: row.influencer_type,
  verificationStatus: row.status,
  bio: row.bio,
  socialLinks: row.social_links,
  followerCount: row.follower_count + row.sankofa_followers,
  sankofaFollowers: row.sankofa_followers,
  isFollowing: row.is_following,
  specialties: row.specialties,
  verifiedAt: row.verified_at?.toISOString() ?? null,
});

const eventOf = (row: InfluencerEventRow & { host_name: string; current_participants: number; joined: boolean }): InfluencerEventView => ({
  id: row.event_id,
  influencerId: row.influencer_id,
  hostName: row.host_name,
  title: row.title,
  eventType: row.event_type,
  description: row.description,
  scheduledAt: row.scheduled_at.toISOString(),
  duration: row.duration,
  currentParticipants: row.current_participants,
  maxParticipants: row.max_participants,
  joined: row.joined,
});

/** Discovery of verified influencers and their events, the reader's own application, and the admins' queue. */
export const influencersQueryRouter = ({ pool, tokens }: InfluencersQueryDependencies): ReadModelRouter => {
  const router = readModelRouter([INFLUENCER_PROJECTOR, MEMBERS_PROJECTOR]);
  mount(router, listCulturalInfluencers, requireMember(tokens), async (ctx) => {
    const { rows } = await pool.query<VerifiedRow>(VERIFIED, [principalOf(ctx).memberId]);
    ctx.body = rows.map(influencerOf);
  });
  mount(router, listInfluencerEvents, requireMember(tokens), async (ctx) => {
    const { rows } = await pool.query(UPCOMING, [principalOf(ctx).memberId]);
    ctx.body = rows.map(eventOf);
  });
  mount(router, myInfluencerStatus, requireMember(tokens), async (ctx) => {
    const { rows } = await pool.query<Pick<InfluencerRow, 'status' | 'rejection_reason'>>(MINE, [principalOf(ctx).memberId]);
    const row = rows[0];
    ctx.body = { status: row?.status ?? 'none', rejectionReason: row?.rejection_reason ?? null } satisfies ResponseOf<typeof myInfluencerStatus>;
  });
  mount(router, listInfluencerApplications, requireMember(tokens), async (ctx) => {
    if (principalOf(ctx).role !== 'admin') throw new ForbiddenError('Only admins can do this');
    const { rows } = await pool.query<InfluencerRow & { name: string }>(PENDING);
    ctx.body = rows.map((row) => ({
      memberId: row.member_id,
      name: row.name,
      influencerType: row.influencer_type,
      bio: row.bio,
      socialLinks: row.social_links,
      followerCount: row.follower_count,
      specialties: row.specialties,
      appliedAt: row.applied_at.toISOString(),
    })) satisfies ResponseOf<typeof listInfluencerApplications>;
  });
  return router;
};
