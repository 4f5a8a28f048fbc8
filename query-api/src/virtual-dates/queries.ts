import type pg from 'pg';
import type { VirtualDateView } from '@sankofa/contracts';
import type { VirtualDateRow } from '@sankofa/projections/virtual-dates';

type DateWithNames = VirtualDateRow & { initiator_name: string | null; initiator_photo: string | null; participant_name: string | null; participant_photo: string | null };

const WITH_NAMES = `
SELECT d.*,
  i.first_name || ' ' || i.last_name AS initiator_name, i.photos[1] AS initiator_photo,
  p.first_name || ' ' || p.last_name AS participant_name, p.photos[1] AS participant_photo
FROM public.virtual_dates d
LEFT JOIN public.members i ON i.id = d.initiator_id
LEFT JOIN public.members p ON p.id = d.participant_id`;

/** The reader's dates of matches still open, newest first. */
const OF_MEMBER = `${WITH_NAMES} WHERE (d.initiator_id = $1 OR d.participant_id = $1) AND d.match_open ORDER BY d.created_at DESC, d.id LIMIT 200`;

/** Mirrors the write side's REMINDER_LEAD_MS: from then on an accepted date can be joined. */
const JOINABLE_BEFORE_MS = 5 * 60_000;

/**
 * An accepted date without a time, reminded, or within the reminder's lead of its time (one
 * accepted after its reminder was due is never reminded) can be joined: the spec's `active`.
 */
const statusOf = (row: VirtualDateRow, now = Date.now()): VirtualDateView['status'] =>
  row.status === 'accepted' && (row.scheduled_at === null || row.reminded || row.scheduled_at.getTime() - JOINABLE_BEFORE_MS <= now) ? 'active' : row.status;

const toView = (row: DateWithNames): VirtualDateView => ({
  id: row.id,
  matchId: row.match_id,
  initiatorId: row.initiator_id,
  participantId: row.participant_id,
  dateType: row.date_type,
  status: statusOf(row),
  scheduledAt: row.scheduled_at?.toISOString() ?? null,
  startedAt: row.started_at?.toISOString() ?? null,
  endedAt: row.ended_at?.toISOString() ?? null,
  durationSeconds: row.duration_seconds,
  roomId: row.id,
  createdAt: row.created_at.toISOString(),
  initiator: { id: row.initiator_id, name: row.initiator_name ?? '', photo: row.initiator_photo },
  participant: { id: row.participant_id, name: row.participant_name ?? '', photo: row.participant_photo },
});

export const datesOfMember = async (pool: pg.Pool, memberId: string): Promise<VirtualDateView[]> =>
  (await pool.query<DateWithNames>(OF_MEMBER, [memberId])).rows.map(toView);

/** The date's two members and whether a call may run on it now (accepted or active, match open); null for an unknown date. */
export const callOf = async (pool: pg.Pool, dateId: string): Promise<{ members: [string, string]; callable: boolean; status: VirtualDateView['status'] } | null> => {
  const { rows } = await pool.query<VirtualDateRow>('SELECT * FROM public.virtual_dates WHERE id = $1', [dateId]);
  const row = rows[0];
  if (!row) return null;
  return { members: [row.initiator_id, row.participant_id], callable: row.match_open && (row.status === 'accepted' || row.status === 'active'), status: statusOf(row) };
};
