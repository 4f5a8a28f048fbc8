import type pg from 'pg';
import { DEFAULT_PRIVACY_SETTINGS, getFraudLogs, getMySessions, getPrivacySettings, getTrustScore, type PrivacySettings, type ResponseOf } from '@sankofa/contracts';
import { MEMBER_PRIVACY_PROJECTOR, type MemberPrivacyRow } from '@sankofa/projections/member-privacy';
import { ForbiddenError, mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { TRUST_SCORES_PROJECTOR } from '@sankofa/projections/trust-scores';
import { SECURITY_LOG_PROJECTOR } from '@sankofa/projections/security-log';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';
import { readSecurityLog, readSessions, safeActivitiesOf } from './security-log.ts';
import { readTrustScore } from './trust-score.ts';

export interface TrustQueryDependencies {
  pool: pg.Pool;
  tokens: AccessTokens;
}

const readPrivacySettings = async (pool: pg.Pool, memberId: string): Promise<PrivacySettings> => {
  const { rows } = await pool.query<MemberPrivacyRow>('SELECT * FROM public.member_privacy WHERE member_id = $1', [memberId]);
  const row = rows[0];
  return row ? { distanceVisibility: row.distance_visibility, hideFromDiscovery: row.hide_from_discovery } : DEFAULT_PRIVACY_SETTINGS;
};

/**
 * Trust and security, for the token's member: her trust score, her sessions, her privacy settings,
 * and a security log, hers or (for an admin) anyone's.
 */
export const trustQueryRouter = ({ pool, tokens }: TrustQueryDependencies): ReadModelRouter => {
  const router = readModelRouter([TRUST_SCORES_PROJECTOR, SECURITY_LOG_PROJECTOR, MEMBER_PRIVACY_PROJECTOR]);
  mount(router, getTrustScore, requireMember(tokens), async (ctx) => {
    ctx.body = (await readTrustScore(pool, principalOf(ctx).memberId, new Date())) satisfies ResponseOf<typeof getTrustScore>;
  });
  mount(router, getFraudLogs, requireMember(tokens), async (ctx, { params: { id } }) => {
    const principal = principalOf(ctx);
    if (id !== principal.memberId && principal.role !== 'admin') throw new ForbiddenError("Only admins may read another member's security log");
    const logs = await readSecurityLog(pool, id);
    ctx.body = { memberId: id, logs, safeActivities: safeActivitiesOf(logs) } satisfies ResponseOf<typeof getFraudLogs>;
  });
  mount(router, getMySessions, requireMember(tokens), async (ctx) => {
    const { memberId, session } = principalOf(ctx);
    ctx.body = { sessions: await readSessions(pool, memberId, session?.id ?? null, new Date()) } satisfies ResponseOf<typeof getMySessions>;
  });
  mount(router, getPrivacySettings, requireMember(tokens), async (ctx) => {
    ctx.body = (await readPrivacySettings(pool, principalOf(ctx).memberId)) satisfies ResponseOf<typeof getPrivacySettings>;
  });
  return router;
};
