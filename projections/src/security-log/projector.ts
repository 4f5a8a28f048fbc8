import type pg from 'pg';
import {
  LoginFailed,
  LoginSucceeded,
  MemberSuspended,
  MemberWarned,
  PasswordChanged,
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
  catalog,
  type EventOf,
  type RecordedEvent,
} from '@sankofa/events';
import type { Projector } from '../projector.ts';
import { RISK_SCORES, plainEntryOf, signInEntryOf, type PlainSecurityEvent, type SecurityEntry } from './entries.ts';
import { writeSession, type SessionEvent } from './sessions-writer.ts';
import { SECURITY_LOG_TABLES } from './tables.ts';

type Handled = PlainSecurityEvent | SessionEvent;

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

const SESSION_TYPES = new Set<string>([LoginSucceeded.type, SessionStarted.type, SessionRefreshed.type, SessionRevoked.type, SessionsEnded.type]);
const NOT_IN_LOG = new Set<string>([SessionStarted.type, SessionRefreshed.type]);

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

/** In log order, one event at a time: whether a device is new depends on the sign-ins before it. */
const apply = async (recorded: RecordedEvent[], tx: pg.PoolClient) => {
  const rows: Array<ReturnType<typeof rowOf>> = [];
  for (const event of recorded.map((each) => catalog.parse(each)) as Handled[]) {
    if (SESSION_TYPES.has(event.type)) await writeSession(event as SessionEvent, tx);
    if (NOT_IN_LOG.has(event.type)) continue;
    const entry = event.type === 'LoginSucceeded' ? await signInEntry(event, tx) : plainEntryOf(event as PlainSecurityEvent);
    if (entry) rows.push(rowOf(entry, event));
  }
  if (rows.length > 0) await tx.query(INSERT_ENTRIES, [JSON.stringify(rows)]);
};

/** Each member's security log (sign-ins, failures, lockouts, changes of credentials, verification and moderation outcomes) and her sessions. */
export const securityLogProjector: Projector = {
  name: 'security_log',
  version: 1,
  handles: [
    ...SESSION_TYPES,
    LoginFailed.type,
    TwoFactorEnabled.type,
    TwoFactorDisabled.type,
    PasswordChanged.type,
    VerificationApproved.type,
    VerificationRejected.type,
    ReportUpheld.type,
    MemberWarned.type,
    MemberSuspended.type,
    SuspensionLifted.type,
  ],
  init: async (tx: pg.PoolClient) => {
    await tx.query(SECURITY_LOG_TABLES);
  },
  apply,
};
