import { MemberRegistered, MemberSuspended, MemberWarned, SuspensionLifted, eventsOf, newEvent, type EventContext, type NewEventOf } from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';

export type WarnMember = { type: 'WarnMember'; data: { memberId: string; reason: string; reportId: string | null; adminId: string } };
export type SuspendMember = { type: 'SuspendMember'; data: { memberId: string; reason: string; reportId: string | null; adminId: string } };
export type LiftSuspension = { type: 'LiftSuspension'; data: { memberId: string; adminId: string } };
export type StandingCommand = WarnMember | SuspendMember | LiftSuspension;

type StandingEvent = NewEventOf<typeof MemberRegistered | typeof MemberWarned | typeof MemberSuspended | typeof SuspensionLifted>;

/** A member's standing with the moderators, on their `member-<id>` (where login and sessions read it too). */
export interface Standing {
  registered: boolean;
  suspended: boolean;
  /** The reports a warning was already given for: a retried uphold warns once. */
  warnedFor: readonly string[];
}

const evolve = (standing: Standing, event: StandingEvent): Standing => {
  switch (event.type) {
    case 'MemberRegistered':
      return { ...standing, registered: true };
    case 'MemberWarned':
      return event.data.reportId === null ? standing : { ...standing, warnedFor: [...standing.warnedFor, event.data.reportId] };
    case 'MemberSuspended':
      return { ...standing, suspended: true };
    case 'SuspensionLifted':
      return { ...standing, suspended: false };
    default: {
      const _unhandled: never = event;
      return standing;
    }
  }
};

const decide = (command: StandingCommand, standing: Standing, context: EventContext): StandingEvent[] => {
  if (!standing.registered) throw new DomainError('member_not_found', 'Member not found');
  if (command.data.adminId === command.data.memberId) throw new DomainError('cannot_moderate_self', 'You cannot moderate yourself');
  const { memberId, adminId: decidedBy } = command.data;
  switch (command.type) {
    case 'WarnMember': {
      const { reason, reportId } = command.data;
      if (reportId !== null && standing.warnedFor.includes(reportId)) return [];
      return [newEvent(MemberWarned, { memberId, reason, reportId, decidedBy }, context)];
    }
    case 'SuspendMember':
      if (standing.suspended) return [];
      return [newEvent(MemberSuspended, { memberId, reason: command.data.reason, reportId: command.data.reportId, decidedBy }, context)];
    case 'LiftSuspension':
      if (!standing.suspended) throw new DomainError('member_not_suspended', 'This member is not suspended');
      return [newEvent(SuspensionLifted, { memberId, decidedBy }, context)];
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled command ${String(unhandled)}`);
    }
  }
};

/** Warn (once per report), suspend (a suspended member stays so), lift (only a suspension). */
export const standingDecider: Decider<Standing, StandingCommand, StandingEvent> = {
  handles: eventsOf(MemberRegistered, MemberWarned, MemberSuspended, SuspensionLifted),
  initialState: { registered: false, suspended: false, warnedFor: [] },
  evolve,
  decide,
};
