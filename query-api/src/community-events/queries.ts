import type pg from 'pg';
import type { z } from 'zod';
import type { listEventsQuery } from '@sankofa/contracts';
import type { CommunityEventRow } from '@sankofa/projections/community-events';

export type EventFilters = z.output<typeof listEventsQuery>;

export interface EventListRow extends CommunityEventRow {
  attendees: number;
  interested_count: number;
  matches_attending: number;
  is_bookmarked: boolean;
  is_interested: boolean;
  is_joined: boolean;
}

const DATE_RANGE_DAYS: Record<string, number> = { today: 0, week: 7, month: 31, quarter: 92 };
const PRICE_RANGES: Record<string, [number, number | null]> = { free: [0, 0], 'under-25': [0.01, 24.99], '25-50': [25, 50], 'over-50': [50.01, null] };

/**
 * Each event with its counts and the reader's own standing: attendees, members interested, and
 * how many of the reader's open matches joined or marked interest.
 */
const SELECT = `
WITH reader_matches AS (
  SELECT CASE WHEN user_id1 = $1 THEN user_id2 ELSE user_id1 END AS member_id
  FROM matches WHERE closed_at IS NULL AND (user_id1 = $1 OR user_id2 = $1)
)
SELECT e.event_id, e.host_id, e.title, e.description, e.category, to_char(e.date, 'YYYY-MM-DD') AS date, e.time, e.venue, e.address, e.city, e.country,
  e.price, e.price_amount, e.capacity, e.image_url, e.organizer, e.website, e.tags, e.cultural_relevance, e.age_group, e.created_at,
  (SELECT count(*) FROM community_event_members m WHERE m.event_id = e.event_id AND m.joined)::int AS attendees,
  (SELECT count(*) FROM community_event_members m WHERE m.event_id = e.event_id AND m.interested)::int AS interested_count,
  (SELECT count(*) FROM community_event_members m JOIN reader_matches r ON r.member_id = m.member_id
     WHERE m.event_id = e.event_id AND (m.interested OR m.joined))::int AS matches_attending,
  coalesce(me.bookmarked, false) AS is_bookmarked, coalesce(me.interested, false) AS is_interested, coalesce(me.joined, false) AS is_joined
FROM community_events e
LEFT JOIN community_event_members me ON me.event_id = e.event_id AND me.member_id = $1
`;

const LIMIT = 200;

/** Upcoming events (from today) matching the filters, soonest first; a search ranks by PostgreSQL text search. */
export const upcomingEvents = async (pool: pg.Pool, memberId: string, filters: EventFilters & { bookmarkedOnly?: boolean }): Promise<EventListRow[]> => {
  const where = ['e.date >= current_date'];
  const params: unknown[] = [memberId];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (filters.category && filters.category !== 'all') add((n) => `e.category = ${n}`, filters.category);
  if (filters.location) add((n) => `(e.city ILIKE ${n} OR e.country ILIKE ${n} OR e.venue ILIKE ${n})`, `%${filters.location.replace(/[%_\\]/g, '\\$&')}%`);
  const days = filters.dateRange ? DATE_RANGE_DAYS[filters.dateRange] : undefined;
  if (days !== undefined) add((n) => `e.date <= current_date + ${n}::int`, days);
  const price = filters.priceRange ? PRICE_RANGES[filters.priceRange] : undefined;
  if (price) {
    add((n) => `e.price_amount >= ${n}`, price[0]);
    if (price[1] !== null) add((n) => `e.price_amount <= ${n}`, price[1]);
  }
  if (filters.culturalEvents) where.push('e.cultural_relevance > 70');
  if (filters.bookmarkedOnly) where.push('coalesce(me.bookmarked, false)');
  let order = 'e.date, e.time, e.event_id';
  if (filters.search) {
    add((n) => `e.search @@ websearch_to_tsquery('english', ${n})`, filters.search);
    order = `ts_rank(e.search, websearch_to_tsquery('english', $${params.length})) DESC, ${order}`;
  }
  const sql = `${SELECT} WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${LIMIT}`;
  return (await pool.query<EventListRow>(sql, params)).rows;
};

/** The upcoming cultural events, most relevant first: the featured row takes the first three. */
export const culturalEvents = async (pool: pg.Pool, memberId: string): Promise<EventListRow[]> =>
  (await pool.query<EventListRow>(`${SELECT} WHERE e.date >= current_date AND e.cultural_relevance > 70 ORDER BY e.cultural_relevance DESC, e.date, e.time LIMIT 50`, [memberId])).rows;

export const eventById = async (pool: pg.Pool, memberId: string, eventId: string): Promise<EventListRow | null> =>
  (await pool.query<EventListRow>(`${SELECT} WHERE e.event_id = $2`, [memberId, eventId])).rows[0] ?? null;

export interface InvitationRow {
  invite_id: string;
  event_id: string;
  title: string;
  date: string;
  time: string;
  venue: string;
  city: string;
  match_id: string;
  from_id: string;
  to_id: string;
  other_id: string;
  other_first_name: string | null;
  message: string;
  status: 'pending' | 'accepted' | 'declined';
  created_at: Date;
}

/** The date invitations the reader sent or received, the latest first. */
export const invitationsOf = async (pool: pg.Pool, memberId: string): Promise<InvitationRow[]> =>
  (
    await pool.query<InvitationRow>(
      `SELECT i.invite_id, i.event_id, e.title, to_char(e.date, 'YYYY-MM-DD') AS date, e.time, e.venue, e.city, i.match_id, i.from_id, i.to_id,
         o.member_id AS other_id, mem.first_name AS other_first_name, i.message, i.status, i.created_at
       FROM community_event_invitations i
       JOIN community_events e ON e.event_id = i.event_id
       CROSS JOIN LATERAL (SELECT CASE WHEN i.from_id = $1 THEN i.to_id ELSE i.from_id END AS member_id) o
       LEFT JOIN members mem ON mem.id = o.member_id
       WHERE i.from_id = $1 OR i.to_id = $1
       ORDER BY i.created_at DESC LIMIT 100`,
      [memberId],
    )
  ).rows;
