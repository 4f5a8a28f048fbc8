import type pg from 'pg';
import { MemberBlocked, MemberReported, eventsOf, type EventOf, type EventsIn } from '@sankofa/events';
import { defineProjector } from '../projector.ts';
import { DECISIONS_INIT, applyDecision, decisionEvents } from './decisions.ts';
import { MODERATION_PROJECTOR } from './read-model.ts';

/** `public.blocks`: who blocked whom. Either direction hides the two members from each other everywhere. */
export interface BlockRow {
  blocker_id: string;
  blocked_id: string;
  created_at: Date;
}

/** `public.reports`: the moderation queue; every report starts `pending` and is decided once. */
export interface ReportRow {
  id: string;
  reporter_id: string;
  reported_member_id: string;
  reason: EventOf<typeof MemberReported>['data']['reason'];
  description: string;
  status: 'pending' | 'upheld' | 'dismissed';
  attach_conversation: boolean;
  /** Issue 23: the message she reported from under it. */
  reported_message_id: string | null;
  /** Its words and time as they were when reported (the sender may unsend it since). */
  reported_message_content: string | null;
  reported_message_sent_at: Date | null;
  decided_by: string | null;
  decided_at: Date | null;
  action: 'none' | 'warn' | 'suspend' | null;
  note: string | null;
  created_at: Date;
}

const INIT = `
CREATE TABLE blocks (
  blocker_id text NOT NULL,
  blocked_id text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (blocker_id, blocked_id)
);
CREATE INDEX blocks_by_blocked ON blocks (blocked_id, blocker_id);
CREATE TABLE reports (
  id text PRIMARY KEY,
  reporter_id text NOT NULL,
  reported_member_id text NOT NULL,
  reason text NOT NULL,
  description text NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  attach_conversation boolean NOT NULL,
  reported_message_id text,
  reported_message_content text,
  reported_message_sent_at timestamptz,
  decided_by text,
  decided_at timestamptz,
  action text,
  note text,
  created_at timestamptz NOT NULL
);
CREATE INDEX pending_reports ON reports (created_at, id) WHERE status = 'pending';
`;

const BLOCK = `
INSERT INTO blocks (blocker_id, blocked_id, created_at)
SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[])
ON CONFLICT (blocker_id, blocked_id) DO NOTHING
`;

const REPORT = `
INSERT INTO reports (id, reporter_id, reported_member_id, reason, description, created_at, attach_conversation, reported_message_id, reported_message_content, reported_message_sent_at)
SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::boolean[], $8::text[], $9::text[], $10::timestamptz[])
ON CONFLICT (id) DO NOTHING
`;

const blocksReportsAndDecisions = eventsOf(MemberBlocked, MemberReported, ...decisionEvents);

/** Both tables only ever gain rows, each keyed by what the event names, so a batch applied again adds nothing. */
const apply = async (events: Array<EventsIn<typeof blocksReportsAndDecisions>>, tx: pg.PoolClient) => {
  const blocks = events.filter((event) => event.type === 'MemberBlocked');
  const reports = events.filter((event) => event.type === 'MemberReported');
  if (blocks.length > 0) {
    await tx.query(BLOCK, [blocks.map((event) => event.data.memberId), blocks.map((event) => event.data.blockedMemberId), blocks.map((event) => event.metadata.occurredAt)]);
  }
  if (reports.length > 0) {
    await tx.query(REPORT, [
      reports.map((event) => event.data.reportId),
      reports.map((event) => event.data.reporterId),
      reports.map((event) => event.data.reportedMemberId),
      reports.map((event) => event.data.reason),
      reports.map((event) => event.data.description),
      reports.map((event) => event.metadata.occurredAt),
      reports.map((event) => event.data.attachConversation),
      reports.map((event) => event.data.messageId ?? null),
      reports.map((event) => event.data.reportedMessage?.content ?? null),
      reports.map((event) => event.data.reportedMessage?.sentAt ?? null),
    ]);
  }
  // Few and in log order: a suspension lifted later in the batch must end lifted.
  for (const event of events) {
    if (event.type === 'MemberBlocked' || event.type === 'MemberReported') continue;
    await applyDecision(event, tx);
  }
};

/** Safety: blocks (read by every query that shows one member to another), the moderation queue of reports and who is suspended. */
export const moderationProjector = defineProjector({
  name: MODERATION_PROJECTOR,
  // 2: reports are decided (upheld or dismissed, by whom) and may carry the conversation; `suspended_members`. 3: the reported message (issue 23). 4: its words, kept when it is unsent.
  version: 4,
  handles: blocksReportsAndDecisions,
  init: async (tx: pg.PoolClient) => {
    await tx.query(INIT);
    await tx.query(DECISIONS_INIT);
  },
  apply,
});
