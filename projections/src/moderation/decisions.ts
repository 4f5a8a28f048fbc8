import type pg from 'pg';
import { MemberSuspended, ReportDismissed, ReportUpheld, SuspensionLifted, type EventOf } from '@sankofa/events';

/** `public.suspended_members`: who is suspended now, why and by whom; a lifted suspension's row is gone. */
export interface SuspendedMemberRow {
  member_id: string;
  reason: string;
  report_id: string | null;
  suspended_by: string;
  suspended_at: Date;
}

export const DECISIONS_INIT = `
CREATE TABLE suspended_members (
  member_id text PRIMARY KEY,
  reason text NOT NULL,
  report_id text,
  suspended_by text NOT NULL,
  suspended_at timestamptz NOT NULL
);
`;

export const decisionEvents = [ReportUpheld, ReportDismissed, MemberSuspended, SuspensionLifted] as const;
export type DecisionEvent = EventOf<(typeof decisionEvents)[number]>;

/** Only a pending report takes a decision, so applying one again changes nothing. */
const DECIDE_REPORT = `
UPDATE reports SET status = $2, decided_by = $3, decided_at = $4, action = $5, note = $6
WHERE id = $1 AND status = 'pending'
`;
const SUSPEND = `
INSERT INTO suspended_members (member_id, reason, report_id, suspended_by, suspended_at) VALUES ($1, $2, $3, $4, $5)
ON CONFLICT (member_id) DO NOTHING
`;

/** One decision, where it stands in the log. */
export const applyDecision = async (event: DecisionEvent, tx: pg.PoolClient): Promise<void> => {
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'ReportUpheld':
      await tx.query(DECIDE_REPORT, [event.data.reportId, 'upheld', event.data.decidedBy, at, event.data.action, event.data.note]);
      return;
    case 'ReportDismissed':
      await tx.query(DECIDE_REPORT, [event.data.reportId, 'dismissed', event.data.decidedBy, at, null, event.data.note]);
      return;
    case 'MemberSuspended':
      await tx.query(SUSPEND, [event.data.memberId, event.data.reason, event.data.reportId, event.data.decidedBy, at]);
      return;
    case 'SuspensionLifted':
      await tx.query('DELETE FROM suspended_members WHERE member_id = $1', [event.data.memberId]);
      return;
    default: {
      const _unhandled: never = event;
    }
  }
};
