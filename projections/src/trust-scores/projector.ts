import type pg from 'pg';
import {
  AccountDeleted,
  LoginFailed,
  MemberBlocked,
  MemberRegistered,
  MessageSent,
  ReportUpheld,
  SessionStarted,
  VerificationApproved,
  eventsOf,
  type EventOf,
  type EventsIn,
} from '@sankofa/events';
import { eraseMemberRows, rowsNaming } from '../erase-member-rows.ts';
import { defineProjector } from '../projector.ts';
import { TRUST_TABLES, type IncidentKind } from './tables.ts';
import { TRUST_SCORES_PROJECTOR } from './read-model.ts';

const trustEvents = eventsOf(MemberRegistered, VerificationApproved, ReportUpheld, MemberBlocked, LoginFailed, SessionStarted, MessageSent, AccountDeleted);
type Handled = EventsIn<typeof trustEvents>;

const ofType = <Type extends Handled['type']>(events: Handled[], type: Type) => events.filter((event): event is Extract<Handled, { type: Type }> => event.type === type);

const insertMembers = (events: Array<EventOf<typeof MemberRegistered>>, tx: pg.PoolClient) =>
  tx.query('INSERT INTO trust_members SELECT * FROM unnest($1::text[], $2::timestamptz[]) ON CONFLICT DO NOTHING', [
    events.map(({ data }) => data.memberId),
    events.map(({ metadata }) => metadata.occurredAt),
  ]);

/** The first approval of a type earns its badge; a later one changes nothing. */
const insertBadges = (events: Array<EventOf<typeof VerificationApproved>>, tx: pg.PoolClient) =>
  tx.query('INSERT INTO trust_badges SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::integer[], $5::timestamptz[]) ON CONFLICT DO NOTHING', [
    events.map(({ data }) => data.memberId),
    events.map(({ data }) => data.verificationType),
    events.map(({ data }) => data.badgeLevel),
    events.map(({ data }) => data.points),
    events.map(({ metadata }) => metadata.occurredAt),
  ]);

interface Incident {
  eventId: string;
  memberId: string;
  kind: IncidentKind;
  at: string;
}

/** Reports upheld against her, members blocking her, and failed logins that locked her account. */
const incidentsOf = (events: Handled[]): Incident[] => [
  ...ofType(events, 'ReportUpheld').map(({ data, metadata }) => ({ eventId: metadata.eventId, memberId: data.reportedMemberId, kind: 'report_upheld' as const, at: metadata.occurredAt })),
  ...ofType(events, 'MemberBlocked').map(({ data, metadata }) => ({ eventId: metadata.eventId, memberId: data.blockedMemberId, kind: 'blocked' as const, at: metadata.occurredAt })),
  ...ofType(events, 'LoginFailed')
    .filter(({ data }) => data.locksAccount)
    .map(({ data, metadata }) => ({ eventId: metadata.eventId, memberId: data.memberId, kind: 'locked_out' as const, at: metadata.occurredAt })),
];

const insertIncidents = (incidents: Incident[], tx: pg.PoolClient) =>
  tx.query('INSERT INTO trust_incidents SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[]) ON CONFLICT DO NOTHING', [
    incidents.map(({ eventId }) => eventId),
    incidents.map(({ memberId }) => memberId),
    incidents.map(({ kind }) => kind),
    incidents.map(({ at }) => at),
  ]);

/** A session starts at every signup and login: the day counts once. */
const insertSignIns = (events: Array<EventOf<typeof SessionStarted>>, tx: pg.PoolClient) =>
  tx.query(`INSERT INTO trust_sign_ins SELECT DISTINCT * FROM unnest($1::text[], $2::date[]) ON CONFLICT DO NOTHING`, [
    events.map(({ data }) => data.memberId),
    events.map(({ metadata }) => metadata.occurredAt.slice(0, 10)),
  ]);

/** Each sender's first message in each match; messages from before receivers were named (null) are left out. */
const insertConversations = (events: Array<EventOf<typeof MessageSent>>, tx: pg.PoolClient) => {
  const named = events.filter(({ data }) => data.receiverId !== null);
  return tx.query(
    `INSERT INTO trust_conversations AS kept
     SELECT match_id, sender_id, min(receiver_id), min(sent_at) FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[]) AS m(match_id, sender_id, receiver_id, sent_at)
     GROUP BY match_id, sender_id
     ON CONFLICT (match_id, sender_id) DO UPDATE SET first_sent_at = least(kept.first_sent_at, EXCLUDED.first_sent_at)`,
    [named.map(({ data }) => data.matchId), named.map(({ data }) => data.senderId), named.map(({ data }) => data.receiverId), named.map(({ metadata }) => metadata.occurredAt)],
  );
};

const apply = async (events: Handled[], tx: pg.PoolClient) => {
  const writes: Array<[number, () => Promise<unknown>]> = [];
  const incidents = incidentsOf(events);
  const registered = ofType(events, 'MemberRegistered');
  const approved = ofType(events, 'VerificationApproved');
  const sessions = ofType(events, 'SessionStarted');
  const messages = ofType(events, 'MessageSent');
  writes.push([registered.length, () => insertMembers(registered, tx)], [approved.length, () => insertBadges(approved, tx)]);
  writes.push([incidents.length, () => insertIncidents(incidents, tx)], [sessions.length, () => insertSignIns(sessions, tx)]);
  writes.push([messages.length, () => insertConversations(messages, tx)]);
  for (const [count, write] of writes) if (count > 0) await write();
  // Her score's facts go, and her conversations stop counting towards her partners' scores.
  await eraseMemberRows(tx, ofType(events, 'AccountDeleted').map(({ data }) => data.memberId), [
    rowsNaming('trust_members', 'member_id'),
    rowsNaming('trust_badges', 'member_id'),
    rowsNaming('trust_incidents', 'member_id'),
    rowsNaming('trust_sign_ins', 'member_id'),
    rowsNaming('trust_conversations', 'sender_id', 'receiver_id'),
  ]);
};

/** The facts of each member's trust score: badges, incidents, sign-in days and conversations. */
export const trustScoresProjector = defineProjector({
  name: TRUST_SCORES_PROJECTOR,
  // 2: a deleted member's facts go, and her conversations from her partners'.
  version: 2,
  handles: trustEvents,
  init: async (tx: pg.PoolClient) => {
    await tx.query(TRUST_TABLES);
  },
  apply,
});
