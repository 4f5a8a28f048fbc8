import { MemberBlocked, MemberRegistered, MemberReported, eventsOf, newEvent, type EventContext, type NewEventOf } from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';

export type ReportReason = NewEventOf<typeof MemberReported>['data']['reason'];

const memberNotFound = () => new DomainError('member_not_found', 'Member not found');

/** Whether the other member exists is read beforehand from their own stream, as the swipes do. */
export type BlockMember = { type: 'BlockMember'; data: { memberId: string; blockedMemberId: string; blockedMemberExists: boolean } };

type BlockerEvent = NewEventOf<typeof MemberRegistered | typeof MemberBlocked>;
interface Blocker {
  registered: boolean;
  blocked: readonly string[];
}

/** On the blocker's `member-<id>`: blocking someone already blocked records nothing. */
export const blockerDecider: Decider<Blocker, BlockMember, BlockerEvent> = {
  handles: eventsOf(MemberRegistered, MemberBlocked),
  initialState: { registered: false, blocked: [] },
  evolve: (blocker, event) => {
    switch (event.type) {
      case 'MemberRegistered':
        return { ...blocker, registered: true };
      case 'MemberBlocked':
        return { ...blocker, blocked: [...blocker.blocked, event.data.blockedMemberId] };
      default: {
        const _unhandled: never = event;
        return blocker;
      }
    }
  },
  decide: ({ data }, blocker, context: EventContext) => {
    if (data.memberId === data.blockedMemberId) throw new DomainError('cannot_block_self', 'You cannot block yourself');
    if (!blocker.registered || !data.blockedMemberExists) throw memberNotFound();
    if (blocker.blocked.includes(data.blockedMemberId)) return [];
    return [newEvent(MemberBlocked, { memberId: data.memberId, blockedMemberId: data.blockedMemberId }, context)];
  },
};

export type FileReport = {
  type: 'FileReport';
  data: {
    reportId: string;
    reporterId: string;
    reportedMemberId: string;
    reason: ReportReason;
    description: string;
    attachConversation: boolean;
    /** A message of the reported member's to the reporter, checked beforehand to be one (issue 23). */
    messageId?: string;
    /** That message's words and time, copied into the report as evidence. */
    reportedMessage?: { content: string; sentAt: string };
    reportedMemberExists: boolean;
  };
};

type ReportEvent = NewEventOf<typeof MemberReported>;

/** On `report-<id>`, a stream of its own per report: filed once. */
export const reportDecider: Decider<{ filed: boolean }, FileReport, ReportEvent> = {
  handles: eventsOf(MemberReported),
  initialState: { filed: false },
  evolve: () => ({ filed: true }),
  decide: ({ data }, report, context) => {
    if (data.reporterId === data.reportedMemberId) throw new DomainError('cannot_report_self', 'You cannot report yourself');
    if (!data.reportedMemberExists) throw memberNotFound();
    if (report.filed) return [];
    const { reportedMemberExists: _exists, ...reported } = data;
    return [newEvent(MemberReported, reported, context)];
  },
};
