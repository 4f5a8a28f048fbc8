import type pg from 'pg';
import {
  AccountDeleted,
  EmailChangeRequested,
  EmailChanged,
  LoginFailed,
  LoginSucceeded,
  MemberSuspended,
  MemberWarned,
  PasswordChanged,
  PasswordResetCompleted,
  PersonalDataDownloaded,
  PasswordResetRequested,
  PhoneChangeRequested,
  PhoneNumberChanged,
  ReportUpheld,
  SessionRefreshed,
  SessionRevoked,
  SessionStarted,
  SessionsEnded,
  SuspensionLifted,
  TwoFactorDisabled,
  TwoFactorEnabled,
  VerificationApproved,
  VerificationRejected,
  eventsOf,
  type EventOf,
  type EventsIn,
  type RecordedEvent,
} from '@sankofa/events';
import { eraseMemberRows, rowsNaming } from '../erase-member-rows.ts';
import { defineProjector, ofTypes } from '../projector.ts';
import { RISK_SCORES, plainEntryOf, signInEntryOf, type SecurityEntry } from './entries.ts';
import { writeSession } from './sessions-writer.ts';
import { SECURITY_LOG_TABLES } from './tables.ts';
import { SECURITY_LOG_PROJECTOR } from './read-model.ts';

const securityEvents = eventsOf(
  LoginSucceeded,
  SessionStarted,
  SessionRefreshed,
  SessionRevoked,
  SessionsEnded,
  LoginFailed,
  TwoFactorEnabled,
  TwoFactorDisabled,
  PasswordChanged,
  PasswordResetRequested,
  PasswordResetCompleted,
  PersonalDataDownloaded,
  EmailChangeRequested,
  EmailChanged,
  PhoneChangeRequested,
  PhoneNumberChanged,
  VerificationApproved,
  VerificationRejected,
  ReportUpheld,
  MemberWarned,
  MemberSuspended,
  SuspensionLifted,
  AccountDeleted,
);
type SecurityEvent = Exclude<EventsIn<typeof securityEvents>, { type: 'AccountDeleted' }>;

const REMEMBER_ORIGIN = `
INSERT INTO security_known_origins (member_id, kind, value, first_position) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`;

/** Whether this sign-in is the first from `value`, and the member had signed in from another before: then it is new. */
const IS_NEW_ORIGIN = `
SELECT EXISTS (SELECT 1 FROM security_known_origins WHERE member_id = $1 AND kind = $2 AND value = $3 AND first_position = $4)
   AND EXISTS (SELECT 1 FROM security_known_origins WHERE member_id = $1 AND kind = $2 AND first_position < $4) AS is_new`;

/** First sightings are kept with their position, so a sign-in applied again is judged as it was the first time. */
const isNewOrigin = async (tx: pg.PoolClient, memberId: string, kind: 'device' | 'country', value: string | null, position: string): Promise<boolean> => {
  if (value === null) return false;
  await tx.query(REMEMBER_ORIGIN, [memberId, kind, value, position]);
  return (await tx.query<{ is_new: boolean }>(IS_NEW_ORIGIN, [memberId, kind, value, position])).rows[0]!.is_new;
};

const signInEntry = async (event: EventOf<typeof LoginSucceeded>, tx: pg.PoolClient): Promise<SecurityEntry> => {
  const { memberId, device, country } = event.data;
  const newDevice = await isNewOrigin(tx, memberId, 'device', device, event.position);
  const newCountry = await isNewOrigin(tx, memberId, 'country', country, event.position);
  return signInEntryOf(event, { newDevice, newCountry });
};

const INSERT_ENTRIES = `
INSERT INTO security_log
SELECT * FROM jsonb_to_recordset($1::jsonb) AS e(id text, member_id text, action_type text, action text, risk_level text, risk_score integer,
  action_taken text, device text, country text, created_at timestamptz, position text)
ON CONFLICT (id) DO NOTHING`;

const rowOf = (entry: SecurityEntry, { metadata, position }: RecordedEvent) => ({
  id: metadata.eventId,
  member_id: entry.memberId,
  action_type: entry.actionType,
  action: entry.action,
  risk_level: entry.riskLevel,
  risk_score: RISK_SCORES[entry.riskLevel],
  action_taken: entry.actionTaken,
  device: entry.device,
  country: entry.country,
  created_at: metadata.occurredAt,
  position,
});

/** Writes what the event changes in the member's sessions, and answers its line in the log if it has one. */
const applyOne = async (event: SecurityEvent, tx: pg.PoolClient): Promise<SecurityEntry | null> => {
  switch (event.type) {
    case 'SessionStarted':
    case 'SessionRefreshed':
      await writeSession(event, tx);
      return null;
    case 'LoginSucceeded':
      await writeSession(event, tx);
      return signInEntry(event, tx);
    case 'SessionRevoked':
    case 'SessionsEnded':
      await writeSession(event, tx);
      return plainEntryOf(event);
    default:
      return plainEntryOf(event);
  }
};

/** In log order, one event at a time: whether a device is new depends on the sign-ins before it. */
const apply = async (events: Array<EventsIn<typeof securityEvents>>, tx: pg.PoolClient) => {
  const rows: Array<ReturnType<typeof rowOf>> = [];
  for (const event of events) {
    if (event.type === 'AccountDeleted') continue;
    const entry = await applyOne(event, tx);
    if (entry) rows.push(rowOf(entry, event));
  }
  if (rows.length > 0) await tx.query(INSERT_ENTRIES, [JSON.stringify(rows)]);
  // Her log, her known devices and places, and her sessions go with her.
  await eraseMemberRows(tx, ofTypes(events, 'AccountDeleted').map(({ data }) => data.memberId), [
    rowsNaming('security_log', 'member_id'),
    rowsNaming('security_known_origins', 'member_id'),
    rowsNaming('member_sessions', 'member_id'),
  ]);
};

/** Each member's security log (sign-ins, failures, lockouts, changes of credentials, verification and moderation outcomes) and her sessions. */
export const securityLogProjector = defineProjector({
  name: SECURITY_LOG_PROJECTOR,
  /** 2: changes of e-mail and phone number, asked for and confirmed. 3: a deleted member's log and sessions go. */
  version: 3,
  handles: securityEvents,
  init: async (tx: pg.PoolClient) => {
    await tx.query(SECURITY_LOG_TABLES);
  },
  apply,
});
