import {
  VirtualDateAccepted,
  VirtualDateCancelled,
  VirtualDateDeclined,
  VirtualDateEnded,
  VirtualDateProposed,
  VirtualDateReminded,
  VirtualDateStarted,
  eventsOf,
  newEvent,
  virtualDateEvents,
  type EventContext,
  type VirtualDateType,
} from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';
import { evolveVirtualDate, initialVirtualDate, isMemberOfDate, type KnownDate, type VirtualDate, type VirtualDateEvent } from './virtual-date.ts';

/** The reminder goes out this long before the scheduled time, and from then on the date can be joined. */
export const REMINDER_LEAD_MS = 5 * 60_000;
/** A date cannot be scheduled further ahead than this. */
export const MAX_SCHEDULE_AHEAD_MS = 90 * 24 * 3_600_000;

/** What the match stream says, read by the handler before deciding: the date stream cannot know. */
export interface MatchFacts {
  open: boolean;
  members: readonly [string, string];
}

export type ProposeDate = {
  type: 'ProposeDate';
  data: { dateId: string; matchId: string; initiatorId: string; dateType: VirtualDateType; scheduledAt: string | null; match: MatchFacts; now: Date };
};
export type AnswerDate = { type: 'AnswerDate'; data: { memberId: string; answer: 'accept' | 'decline' } };
export type CancelDate = { type: 'CancelDate'; data: { memberId: string } };
export type JoinDate = { type: 'JoinDate'; data: { memberId: string; matchOpen: boolean; now: Date } };
export type EndDate = { type: 'EndDate'; data: { memberId: string; now: Date } };
export type RemindDate = { type: 'RemindDate'; data: { now: Date } };

export type VirtualDateCommand = ProposeDate | AnswerDate | CancelDate | JoinDate | EndDate | RemindDate;

/** Outsiders learn nothing, not even that the date exists. */
const dateNotFound = () => new DomainError('virtual_date_not_found', 'Virtual date not found');
const dateClosed = (date: KnownDate) =>
  new DomainError('virtual_date_closed', date.status === 'ended' ? 'This virtual date has ended' : 'This virtual date was cancelled');

const dateOf = (date: VirtualDate, memberId: string): KnownDate => {
  if (!isMemberOfDate(date, memberId)) throw dateNotFound();
  return date;
};

export const proposeDate = ({ data }: ProposeDate, date: VirtualDate, context: EventContext): VirtualDateEvent[] => {
  const { dateId, matchId, initiatorId, dateType, scheduledAt, match, now } = data;
  if (!match.members.includes(initiatorId)) throw new DomainError('match_not_found', 'Match not found');
  if (!match.open) throw new DomainError('match_closed', 'This match has ended');
  if (date.status !== 'none') return [];
  if (scheduledAt !== null) {
    const at = Date.parse(scheduledAt);
    if (at <= now.getTime()) throw new DomainError('validation_failed', 'scheduledAt must be in the future');
    if (at > now.getTime() + MAX_SCHEDULE_AHEAD_MS) throw new DomainError('validation_failed', 'scheduledAt must be within 90 days');
  }
  const participantId = match.members[0] === initiatorId ? match.members[1] : match.members[0];
  return [newEvent(VirtualDateProposed, { dateId, matchId, initiatorId, participantId, dateType, scheduledAt }, context)];
};

/** Only the invited member answers, once; the same answer again records nothing. */
export const answerDate = ({ data }: AnswerDate, state: VirtualDate, context: EventContext): VirtualDateEvent[] => {
  const date = dateOf(state, data.memberId);
  if (date.participantId !== data.memberId) throw new DomainError('forbidden', 'Only the invited member can accept or decline');
  if (date.status === 'pending') {
    const answered = data.answer === 'accept' ? VirtualDateAccepted : VirtualDateDeclined;
    return [newEvent(answered, { dateId: date.dateId, byMemberId: data.memberId }, context)];
  }
  const repeated = data.answer === 'accept' ? date.status === 'accepted' || date.status === 'active' : date.status === 'cancelled';
  if (repeated) return [];
  throw new DomainError('virtual_date_answered', 'This invitation was already answered');
};

export const cancelDate = ({ data }: CancelDate, state: VirtualDate, context: EventContext): VirtualDateEvent[] => {
  const date = dateOf(state, data.memberId);
  if (date.status === 'cancelled') return [];
  if (date.status === 'ended') throw dateClosed(date);
  // The spec's Decline sends `cancelled`: from the invited member, on an invitation, it is a decline.
  const declines = date.status === 'pending' && date.participantId === data.memberId;
  return [newEvent(declines ? VirtualDateDeclined : VirtualDateCancelled, { dateId: date.dateId, byMemberId: data.memberId }, context)];
};

/** When a date can be joined: accepted, and unscheduled or due within the reminder's lead. */
export const isJoinable = (date: KnownDate, now: Date): boolean =>
  (date.status === 'accepted' || date.status === 'active') &&
  (date.scheduledAt === null || date.reminded || Date.parse(date.scheduledAt) - REMINDER_LEAD_MS <= now.getTime());

/** Joining again (a dropped peer rejoining) records nothing: the call started once. */
export const joinDate = ({ data }: JoinDate, state: VirtualDate, context: EventContext): VirtualDateEvent[] => {
  const date = dateOf(state, data.memberId);
  if (date.status === 'cancelled' || date.status === 'ended') throw dateClosed(date);
  if (date.status === 'pending') throw new DomainError('virtual_date_not_accepted', 'The invitation has not been accepted yet');
  if (!data.matchOpen) throw new DomainError('match_closed', 'This match has ended');
  if (!isJoinable(date, data.now)) throw new DomainError('virtual_date_not_due', 'This date can be joined shortly before its scheduled time');
  if (date.status === 'active') return [];
  return [newEvent(VirtualDateStarted, { dateId: date.dateId, byMemberId: data.memberId }, context)];
};

/** Hanging up ends the date for both, with how long the call lasted; a second hang-up records nothing. */
export const endDate = ({ data }: EndDate, state: VirtualDate, context: EventContext): VirtualDateEvent[] => {
  const date = dateOf(state, data.memberId);
  if (date.status === 'ended') return [];
  if (date.status !== 'active' || date.startedAt === null) throw new DomainError('virtual_date_not_started', 'The call has not started');
  const durationSeconds = Math.max(0, Math.round((data.now.getTime() - Date.parse(date.startedAt)) / 1000));
  return [newEvent(VirtualDateEnded, { dateId: date.dateId, byMemberId: data.memberId, durationSeconds }, context)];
};

/** Once, for an accepted scheduled date now within the lead; anything else is not the reminder's business. */
export const remindDate = ({ data }: RemindDate, date: VirtualDate, context: EventContext): VirtualDateEvent[] => {
  if (date.status !== 'accepted' || date.reminded || date.scheduledAt === null) return [];
  if (Date.parse(date.scheduledAt) - REMINDER_LEAD_MS > data.now.getTime()) return [];
  const { dateId, matchId, initiatorId, participantId, scheduledAt } = date;
  return [newEvent(VirtualDateReminded, { dateId, matchId, memberIds: [initiatorId, participantId], scheduledAt }, context)];
};

const decideVirtualDate = (command: VirtualDateCommand, date: VirtualDate, context: EventContext): VirtualDateEvent[] => {
  switch (command.type) {
    case 'ProposeDate':
      return proposeDate(command, date, context);
    case 'AnswerDate':
      return answerDate(command, date, context);
    case 'CancelDate':
      return cancelDate(command, date, context);
    case 'JoinDate':
      return joinDate(command, date, context);
    case 'EndDate':
      return endDate(command, date, context);
    case 'RemindDate':
      return remindDate(command, date, context);
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled command ${JSON.stringify(unhandled)}`);
    }
  }
};

export const virtualDateDecider: Decider<VirtualDate, VirtualDateCommand, VirtualDateEvent> = {
  handles: eventsOf(...virtualDateEvents),
  initialState: initialVirtualDate,
  evolve: evolveVirtualDate,
  decide: decideVirtualDate,
};
