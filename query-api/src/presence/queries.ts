import type pg from 'pg';
import type { PresenceView } from '@sankofa/contracts';
import { presenceTables } from './migrate.ts';
import { PRESENCE_HEARTBEAT_MS, STALE_AFTER_HEARTBEATS } from './tracker.ts';

/** After a week without activity a member shows nothing at all. */
export const PRESENCE_SHOWN_FOR_DAYS = 7;

/** A member without a `chat_privacy` row never saved the switches: both on. */
export const privacyOf = async (pool: pg.Pool, memberIds: string[]): Promise<Map<string, { showActivityStatus: boolean; sendReadReceipts: boolean }>> => {
  const { rows } = await pool.query<{ member_id: string; show_activity_status: boolean; send_read_receipts: boolean }>(
    'SELECT member_id, show_activity_status, send_read_receipts FROM public.chat_privacy WHERE member_id = ANY($1)',
    [memberIds],
  );
  const saved = new Map(rows.map((row) => [row.member_id, { showActivityStatus: row.show_activity_status, sendReadReceipts: row.send_read_receipts }]));
  return new Map(memberIds.map((memberId) => [memberId, saved.get(memberId) ?? { showActivityStatus: true, sendReadReceipts: true }]));
};

/** Both members send read receipts: only then does either see the other's read ticks. */
export const readReceiptsShared = async (pool: pg.Pool, memberId: string, otherId: string): Promise<boolean> => {
  const privacy = await privacyOf(pool, [memberId, otherId]);
  return [...privacy.values()].every((switches) => switches.sendReadReceipts);
};

/**
 * The presence `viewerId` may see of each of `memberIds`: nothing while either hides their
 * activity status, online from any instance's fresh connection count, else the last activity within a week.
 */
export const presenceOf = async (pool: pg.Pool, viewerId: string, memberIds: string[]): Promise<Map<string, PresenceView | null>> => {
  const privacy = await privacyOf(pool, [viewerId, ...memberIds]);
  const visible = privacy.get(viewerId)?.showActivityStatus ? memberIds.filter((memberId) => privacy.get(memberId)?.showActivityStatus) : [];
  if (visible.length === 0) return new Map(memberIds.map((memberId) => [memberId, null]));
  await presenceTables(pool);
  const { rows } = await pool.query<{ member_id: string; online: boolean; last_active_at: Date | null }>(
    `SELECT id AS member_id,
            EXISTS (SELECT 1 FROM live_presence p WHERE p.member_id = id AND p.connections > 0 AND p.seen_at > now() - make_interval(secs => $2)) AS online,
            (SELECT last_active_at FROM member_activity a WHERE a.member_id = id AND a.last_active_at > now() - make_interval(days => $3)) AS last_active_at
     FROM unnest($1::text[]) AS id`,
    [visible, (PRESENCE_HEARTBEAT_MS * STALE_AFTER_HEARTBEATS) / 1000, PRESENCE_SHOWN_FOR_DAYS],
  );
  const seen = new Map(
    rows.map((row) => [row.member_id, row.online || row.last_active_at ? { online: row.online, lastActiveAt: row.last_active_at?.toISOString() ?? null } : null]),
  );
  return new Map(memberIds.map((memberId) => [memberId, seen.get(memberId) ?? null]));
};
