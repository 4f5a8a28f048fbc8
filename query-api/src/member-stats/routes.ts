import { getUserStats, type ResponseOf } from '@sankofa/contracts';
import type pg from 'pg';
import { MEMBER_STATS_PROJECTOR, type MemberStatsRow } from '@sankofa/projections/member-stats';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';

export interface MemberStatsQueryDependencies {
  pool: pg.Pool;
  tokens: AccessTokens;
}

/** GET /api/user/stats: the Profile screen's counters for the token's member (zeros before any activity). */
export const memberStatsQueryRouter = ({ pool, tokens }: MemberStatsQueryDependencies): ReadModelRouter => {
  const router = readModelRouter([MEMBER_STATS_PROJECTOR]);
  mount(router, getUserStats, requireMember(tokens), async (ctx) => {
    const { rows } = await pool.query<Omit<MemberStatsRow, 'member_id'>>('SELECT matches, likes_given, super_likes FROM member_stats WHERE member_id = $1', [
      principalOf(ctx).memberId,
    ]);
    const stats = rows[0];
    ctx.body = { matches: stats?.matches ?? 0, likesGiven: stats?.likes_given ?? 0, superLikes: stats?.super_likes ?? 0 } satisfies ResponseOf<typeof getUserStats>;
  });
  return router;
};
