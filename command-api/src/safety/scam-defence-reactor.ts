import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  AccountDeleted,
  AccountHeldForReview,
  AccountHoldReleased,
  MemberReported,
  MemberSuspended,
  MessageSent,
  ReportDismissed,
  ReportUpheld,
  defineProjector,
  eventsOf,
  memberStream,
  type EventStore,
  type HoldReason,
} from '@sankofa/events';
import { DomainError } from '../domain-error.ts';
import { handleCommand } from '../handle-command.ts';
import { holdDecider } from './account-hold.ts';
import { jaccard, shinglesOf } from './opener-similarity.ts';

/**
 * When an account is held for review (tune here; the README's Security section names them):
 * near-identical openers (first messages of matches of at least `MIN_OPENER_WORDS` words, word-pair
 * Jaccard similarity at least `SIMILAR_OPENER_THRESHOLD`) to `SIMILAR_OPENER_MEMBERS` different members within
 * `SIMILAR_OPENER_WINDOW_HOURS`, or open (undecided) reports by `REPORTING_MEMBERS` different members.
 */
export const SIMILAR_OPENER_MEMBERS = 5;
export const SIMILAR_OPENER_THRESHOLD = 0.8;
export const SIMILAR_OPENER_WINDOW_HOURS = 24;
export const REPORTING_MEMBERS = 3;
/** Shorter openers ('Hi!', 'Hey there') are what everyone sends: only a pasted template this long counts as near-identical. */
export const MIN_OPENER_WORDS = 8;

const HOUR = 60 * 60 * 1000;

const followed = eventsOf(MessageSent, MemberReported, ReportUpheld, ReportDismissed, AccountHeldForReview, AccountHoldReleased, MemberSuspended, AccountDeleted);

const TABLES = `
CREATE TABLE scam_openers (match_id text PRIMARY KEY, sender_id text NOT NULL, receiver_id text NOT NULL, shingles text[] NOT NULL, sent_at timestamptz NOT NULL);
CREATE INDEX scam_openers_by_sender ON scam_openers (sender_id, sent_at);
CREATE TABLE scam_reports (report_id text PRIMARY KEY, reporter_id text NOT NULL, reported_id text NOT NULL, filed_at timestamptz NOT NULL, open boolean NOT NULL);
CREATE INDEX scam_reports_open ON scam_reports (reported_id) WHERE open;
-- Evidence from before a release (or a suspension) does not hold the account again.
CREATE TABLE scam_standing (member_id text PRIMARY KEY, held boolean NOT NULL, evidence_since timestamptz NOT NULL);
CREATE TABLE scam_holds_due (member_id text PRIMARY KEY, reasons jsonb NOT NULL, caused_by text NOT NULL);
`;

const ERASE = [
  'DELETE FROM scam_openers WHERE sender_id = $1 OR receiver_id = $1',
  'DELETE FROM scam_reports WHERE reporter_id = $1 OR reported_id = $1',
  'DELETE FROM scam_standing WHERE member_id = $1',
  'DELETE FROM scam_holds_due WHERE member_id = $1',
];

const setStanding = (tx: pg.PoolClient, memberId: string, held: boolean, since: string | null) =>
  tx.query(
    `INSERT INTO scam_standing (member_id, held, evidence_since) VALUES ($1, $2, coalesce($3::timestamptz, '-infinity'))
     ON CONFLICT (member_id) DO UPDATE SET held = EXCLUDED.held, evidence_since = coalesce($3::timestamptz, scam_standing.evidence_since)`,
    [memberId, held, since],
  );

const evidenceSince = async (tx: pg.PoolClient, memberId: string): Promise<{ held: boolean; since: Date | null }> => {
  const { rows } = await tx.query<{ held: boolean; evidence_since: Date }>('SELECT held, evidence_since FROM scam_standing WHERE member_id = $1', [memberId]);
  return { held: rows[0]?.held ?? false, since: rows[0]?.evidence_since ?? null };
};

/** The most members one opener of the sender's went to, near-identically, within the window ending at `at`. */
const similarOpenerMembers = async (tx: pg.PoolClient, senderId: string, at: Date, since: Date | null): Promise<number> => {
  const from = new Date(Math.max(at.getTime() - SIMILAR_OPENER_WINDOW_HOURS * HOUR, since?.getTime() ?? -Infinity));
  const { rows } = await tx.query<{ receiver_id: string; shingles: string[] }>(
    'SELECT receiver_id, shingles FROM scam_openers WHERE sender_id = $1 AND sent_at > $2 AND sent_at <= $3',
    [senderId, from, at],
  );
  const reached = rows.map((opener) => new Set(rows.filter((other) => jaccard(opener.shingles, other.shingles) >= SIMILAR_OPENER_THRESHOLD).map((other) => other.receiver_id)).size);
  return Math.max(0, ...reached);
};

const reportingMembers = async (tx: pg.PoolClient, memberId: string, since: Date | null): Promise<number> => {
  const { rows } = await tx.query<{ count: number }>(
    `SELECT count(DISTINCT reporter_id)::int AS count FROM scam_reports WHERE reported_id = $1 AND open AND filed_at > coalesce($2::timestamptz, '-infinity')`,
    [memberId, since],
  );
  return rows[0]?.count ?? 0;
};

/** The reasons to hold the member now, judged at `at` (the time of the latest evidence); a held member is not judged again. */
const judge = async (tx: pg.PoolClient, memberId: string, at: Date, causedBy: string) => {
  const { held, since } = await evidenceSince(tx, memberId);
  if (held) return;
  const openers = await similarOpenerMembers(tx, memberId, at, since);
  const reporters = await reportingMembers(tx, memberId, since);
  const reasons: HoldReason[] = [
    ...(openers >= SIMILAR_OPENER_MEMBERS ? [{ kind: 'similar_openers' as const, members: openers, hours: SIMILAR_OPENER_WINDOW_HOURS }] : []),
    ...(reporters >= REPORTING_MEMBERS ? [{ kind: 'reports' as const, members: reporters }] : []),
  ];
  if (reasons.length === 0) return;
  await tx.query(
    `INSERT INTO scam_holds_due (member_id, reasons, caused_by) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO UPDATE SET reasons = EXCLUDED.reasons, caused_by = EXCLUDED.caused_by`,
    [memberId, JSON.stringify(reasons), causedBy],
  );
};

/**
 * Holds for review the accounts that look like romance scammers': `AccountHeldForReview` with its
 * reasons, on the member's stream. A reactor of the projection runtime: `apply` keeps each match's
 * opener (as hashed word pairs, never its text) and each report's state, and judges the members the
 * batch brought new evidence about; `react` holds those judged. Holding twice appends once (the
 * member's stream decides). No `startFrom: 'head'`: an account that sent its openers before this
 * build is still held.
 */
export const scamDefence = ({ store }: { store: EventStore }) =>
  defineProjector({
    name: 'scam_defence',
    version: 1,
    handles: followed,
    init: async (tx) => {
      await tx.query(TABLES);
    },
    apply: async (events, tx) => {
      const toJudge = new Map<string, { at: Date; causedBy: string }>();
      for (const event of events) {
        const at = new Date(event.metadata.occurredAt);
        switch (event.type) {
          case 'MessageSent': {
            const { matchId, senderId, receiverId, content, messageType } = event.data;
            if (receiverId === null || messageType === 'voice') break;
            // A short opener is kept without shingles: it stays the match's opener and is similar to nothing.
            const shingles = content.split(/\s+/).filter(Boolean).length >= MIN_OPENER_WORDS ? shinglesOf(content) : [];
            const opener = await tx.query(
              'INSERT INTO scam_openers (match_id, sender_id, receiver_id, shingles, sent_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (match_id) DO NOTHING',
              [matchId, senderId, receiverId, shingles, at],
            );
            if (opener.rowCount === 1) toJudge.set(senderId, { at, causedBy: event.metadata.eventId });
            break;
          }
          case 'MemberReported':
            await tx.query('INSERT INTO scam_reports (report_id, reporter_id, reported_id, filed_at, open) VALUES ($1, $2, $3, $4, true) ON CONFLICT DO NOTHING', [
              event.data.reportId,
              event.data.reporterId,
              event.data.reportedMemberId,
              at,
            ]);
            toJudge.set(event.data.reportedMemberId, { at, causedBy: event.metadata.eventId });
            break;
          case 'ReportUpheld':
          case 'ReportDismissed':
            await tx.query('UPDATE scam_reports SET open = false WHERE report_id = $1', [event.data.reportId]);
            break;
          case 'AccountHeldForReview':
            await setStanding(tx, event.data.memberId, true, null);
            await tx.query('DELETE FROM scam_holds_due WHERE member_id = $1', [event.data.memberId]);
            break;
          case 'AccountHoldReleased':
          case 'MemberSuspended':
            await setStanding(tx, event.data.memberId, false, event.metadata.occurredAt);
            await tx.query('DELETE FROM scam_holds_due WHERE member_id = $1', [event.data.memberId]);
            break;
          case 'AccountDeleted':
            for (const statement of ERASE) await tx.query(statement, [event.data.memberId]);
            toJudge.delete(event.data.memberId);
            break;
          default: {
            const _unhandled: never = event;
          }
        }
      }
      for (const [memberId, { at, causedBy }] of toJudge) await judge(tx, memberId, at, causedBy);
    },
    react: {
      intervalMs: 60_000,
      /** Answers how many accounts it held. */
      run: async ({ now, inTables }) => {
        const { rows } = await inTables((tx) => tx.query<{ member_id: string; reasons: HoldReason[]; caused_by: string }>('SELECT * FROM scam_holds_due ORDER BY member_id LIMIT 100'));
        let held = 0;
        for (const { member_id: memberId, reasons, caused_by: causationId } of rows) {
          const context = { actorId: 'reactor:scam-defence', actorKind: 'system' as const, correlationId: randomUUID(), causationId, now };
          const command = { type: 'HoldAccount' as const, data: { memberId, reasons } };
          // A member who is gone cannot be held: the intent is dropped rather than tried forever.
          const result = await handleCommand({ store, stream: memberStream(memberId), decider: holdDecider, command, context }).catch((error: unknown) => {
            if (error instanceof DomainError) return null;
            throw error;
          });
          held += result?.events.length ?? 0;
          await inTables((tx) => tx.query('DELETE FROM scam_holds_due WHERE member_id = $1', [memberId]));
        }
        return held;
      },
    },
  });
