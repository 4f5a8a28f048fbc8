import type pg from 'pg';
import { photoSizeUrlOf, type DateShareView, type SharedDateView } from '@sankofa/contracts';
import { sharedDateTokenHash } from '@sankofa/events';
import type { DateShareRow } from '@sankofa/projections/date-shares';

type WithNames = DateShareRow & { match_first_name: string | null; match_photo: string | null; member_first_name: string | null };

const WITH_NAMES = `
SELECT s.*, m.first_name AS match_first_name, m.photos[1] AS match_photo, h.first_name AS member_first_name
FROM public.date_shares s
LEFT JOIN public.members m ON m.id = s.match_member_id
LEFT JOIN public.members h ON h.id = s.member_id`;

const isActive = (row: DateShareRow, now: Date) => !row.stopped && row.expires_at.getTime() > now.getTime();

const toShareView = (row: WithNames, now: Date): DateShareView => ({
  id: row.share_id,
  dateKind: row.date_kind,
  dateId: row.date_id,
  inviteId: row.invite_id,
  contactName: row.contact_name,
  startsAt: row.starts_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
  active: isActive(row, now),
  checkIn: row.check_in,
  matchFirstName: row.match_first_name ?? '',
});

/** Her shares, newest first: her own only. */
export const sharesOfMember = async (pool: pg.Pool, memberId: string, now = new Date()): Promise<DateShareView[]> =>
  (await pool.query<WithNames>(`${WITH_NAMES} WHERE s.member_id = $1 ORDER BY s.shared_at DESC LIMIT 100`, [memberId])).rows.map((row) => toShareView(row, now));

export type SharedDateLookup = { status: 'unknown' } | { status: 'stopped' | 'expired' } | { status: 'shown'; view: SharedDateView };

/** What the link shows, found by its token's hash; the match's photo at thumbnail size. */
export const sharedDateByToken = async (pool: pg.Pool, token: string, now = new Date()): Promise<SharedDateLookup> => {
  const { rows } = await pool.query<WithNames>(`${WITH_NAMES} WHERE s.token_hash = $1`, [sharedDateTokenHash(token)]);
  const row = rows[0];
  if (!row) return { status: 'unknown' };
  if (row.stopped) return { status: 'stopped' };
  if (!isActive(row, now)) return { status: 'expired' };
  return {
    status: 'shown',
    view: {
      memberFirstName: row.member_first_name ?? '',
      dateKind: row.date_kind,
      startsAt: row.starts_at.toISOString(),
      place: row.place,
      expiresAt: row.expires_at.toISOString(),
      match: { firstName: row.match_first_name ?? '', photo: row.match_photo ? photoSizeUrlOf(row.match_photo, 'thumb') : null },
    },
  };
};
