import type pg from 'pg';
import { RECENT_SECURITY_EVENTS, type MemberSession, type SecurityLogEntry } from '@sankofa/contracts';
import type { MemberSessionRow, SecurityLogRow } from '@sankofa/projections/security-log';

/** How many lines of the log one answer holds, newest first. */
export const SECURITY_LOG_LIMIT = 50;

const entryOf = (row: SecurityLogRow): SecurityLogEntry => ({
  id: row.id,
  actionType: row.action_type,
  action: row.action,
  riskLevel: row.risk_level,
  riskScore: row.risk_score,
  actionTaken: row.action_taken,
  device: row.device,
  country: row.country,
  createdAt: row.created_at.toISOString(),
});

/** 'Safe Activities': the low-risk lines among the latest five. */
export const safeActivitiesOf = (newestFirst: readonly SecurityLogEntry[]): number =>
  newestFirst.slice(0, RECENT_SECURITY_EVENTS).filter((entry) => entry.riskLevel === 'low').length;

export const readSecurityLog = async (pool: pg.Pool, memberId: string): Promise<SecurityLogEntry[]> => {
  const { rows } = await pool.query<SecurityLogRow>(`SELECT * FROM public.security_log WHERE member_id = $1 ORDER BY position DESC LIMIT ${SECURITY_LOG_LIMIT}`, [memberId]);
  return rows.map(entryOf);
};

/** Sessions ended more than this long ago drop out of the list. */
const ENDED_SHOWN_DAYS = 30;

/** The member's sessions, newest first: those still open and those that ended (or expired) lately. */
export const readSessions = async (pool: pg.Pool, memberId: string, currentSessionId: string | null, now: Date): Promise<MemberSession[]> => {
  const { rows } = await pool.query<MemberSessionRow>(
    `SELECT * FROM public.member_sessions WHERE member_id = $1
       AND coalesce(ended_at, expires_at, last_active_at) > $2::timestamptz - make_interval(days => ${ENDED_SHOWN_DAYS})
     ORDER BY started_at DESC, session_id LIMIT ${SECURITY_LOG_LIMIT}`,
    [memberId, now],
  );
  return rows.map((row) => ({
    sessionId: row.session_id,
    device: row.device,
    country: row.country,
    startedAt: row.started_at.toISOString(),
    lastActiveAt: row.last_active_at.toISOString(),
    endedAt: (row.ended_at ?? (row.expires_at !== null && row.expires_at <= now ? row.expires_at : null))?.toISOString() ?? null,
    current: row.session_id === currentSessionId,
  }));
};
