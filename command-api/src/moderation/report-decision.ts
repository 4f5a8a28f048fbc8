import { MemberReported, ReportDismissed, ReportUpheld, eventsOf, newEvent, type EventContext, type NewEventOf } from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';

export type ModerationAction = NewEventOf<typeof ReportUpheld>['data']['action'];

export type UpholdReport = { type: 'UpholdReport'; data: { reportId: string; adminId: string; action: ModerationAction; note: string } };
export type DismissReport = { type: 'DismissReport'; data: { reportId: string; adminId: string; note: string } };
export type ReportDecisionCommand = UpholdReport | DismissReport;

type ReportDecisionEvent = NewEventOf<typeof MemberReported | typeof ReportUpheld | typeof ReportDismissed>;

/** A report as its moderators see it: not filed, waiting, or decided once (by whom, and how). */
export type ReportCase =
  | { status: 'unknown' }
  | { status: 'pending'; reportedMemberId: string; reason: ReportReason }
  | { status: 'upheld'; reportedMemberId: string; reason: ReportReason; decidedBy: string; action: ModerationAction }
  | { status: 'dismissed'; reportedMemberId: string; reason: ReportReason; decidedBy: string };

type ReportReason = NewEventOf<typeof MemberReported>['data']['reason'];

const evolve = (report: ReportCase, event: ReportDecisionEvent): ReportCase => {
  switch (event.type) {
    case 'MemberReported':
      return { status: 'pending', reportedMemberId: event.data.reportedMemberId, reason: event.data.reason };
    case 'ReportUpheld':
      return report.status === 'unknown' ? report : { ...report, status: 'upheld', decidedBy: event.data.decidedBy, action: event.data.action };
    case 'ReportDismissed':
      return report.status === 'unknown' ? report : { status: 'dismissed', reportedMemberId: report.reportedMemberId, reason: report.reason, decidedBy: event.data.decidedBy };
    default: {
      const _unhandled: never = event;
      return report;
    }
  }
};

/** The same decision asked again by the admin who made it (a retried request) is no new decision. */
const isRepeat = (report: ReportCase, command: ReportDecisionCommand): boolean => {
  if (report.status === 'upheld') return command.type === 'UpholdReport' && command.data.adminId === report.decidedBy && command.data.action === report.action;
  if (report.status === 'dismissed') return command.type === 'DismissReport' && command.data.adminId === report.decidedBy;
  return false;
};

/**
 * On `report-<id>`: a report is decided once. Two admins racing append at the same revision, so
 * one of them is decided again on the fresh state and refused.
 */
const decide = (command: ReportDecisionCommand, report: ReportCase, context: EventContext): ReportDecisionEvent[] => {
  if (report.status === 'unknown') throw new DomainError('report_not_found', 'Report not found');
  if (isRepeat(report, command)) return [];
  if (report.status !== 'pending') throw new DomainError('report_already_decided', `This report was already ${report.status} by another moderator`);
  const { reportedMemberId } = report;
  if (command.data.adminId === reportedMemberId) throw new DomainError('cannot_moderate_self', 'You cannot decide a report about yourself');
  const { reportId, adminId: decidedBy, note } = command.data;
  switch (command.type) {
    case 'UpholdReport':
      return [newEvent(ReportUpheld, { reportId, reportedMemberId, decidedBy, action: command.data.action, note }, context)];
    case 'DismissReport':
      return [newEvent(ReportDismissed, { reportId, reportedMemberId, decidedBy, note }, context)];
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled command ${String(unhandled)}`);
    }
  }
};

export const reportDecisionDecider: Decider<ReportCase, ReportDecisionCommand, ReportDecisionEvent> = {
  handles: eventsOf(MemberReported, ReportUpheld, ReportDismissed),
  initialState: { status: 'unknown' },
  evolve,
  decide,
};
