import { DateCheckInAnswered, DateCheckInDue, DateShareStopped, DateShared, dateSafetyEvents, eventsOf, newEvent, type EventContext, type SharedDateKind } from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';
import { evolveDateShare, initialDateShare, type DateShare, type DateShareEvent, type KnownShare } from './date-share.ts';

/** Neither a video date nor an event says when it ends: the link works for a day from the start. */
export const LINK_LIFETIME_MS = 24 * 3_600_000;
/** She is asked how it went an hour after the start (at once when a video date is hung up). */
export const CHECK_IN_AFTER_MS = 3_600_000;

/** The date as its own stream says, read by the handler before deciding. */
export interface DateFacts {
  kind: SharedDateKind;
  dateId: string;
  inviteId: string | null;
  /** Its two members. */
  members: readonly [string, string];
  startsAt: string;
  place: string | null;
  /** Cancelled, declined or over: nothing to share. */
  closed: boolean;
}

export interface TrustedContact {
  name: string;
  phone: string | null;
  email: string | null;
}

export type ShareDate = { type: 'ShareDate'; data: { shareId: string; memberId: string; date: DateFacts; contact: TrustedContact; tokenHash: string; now: Date } };
export type StopSharing = { type: 'StopSharing'; data: { memberId: string } };
export type MarkCheckInDue = { type: 'MarkCheckInDue' };
export type AnswerCheckIn = { type: 'AnswerCheckIn'; data: { memberId: string; answer: 'all_good' | 'need_help'; reportId: string } };
export type DateShareCommand = ShareDate | StopSharing | MarkCheckInDue | AnswerCheckIn;

/** Another member's share does not exist to her. */
const shareNotFound = () => new DomainError('date_share_not_found', 'This shared date does not exist');

const herShare = (state: DateShare, memberId: string): KnownShare => {
  if (state.status === 'none' || state.share.memberId !== memberId) throw shareNotFound();
  return state;
};

const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

export const shareDate = ({ data }: ShareDate, state: DateShare, context: EventContext): DateShareEvent[] => {
  const { shareId, memberId, date, contact, tokenHash, now } = data;
  if (!date.members.includes(memberId)) throw new DomainError('date_not_found', 'This date does not exist');
  if (date.closed) throw new DomainError('date_closed', 'This date was cancelled, declined or has ended');
  const expiresAt = later(date.startsAt, LINK_LIFETIME_MS);
  if (Date.parse(expiresAt) <= now.getTime()) throw new DomainError('date_over', 'This date is over: there is nothing left to share');
  if (state.status !== 'none') return [];
  const matchMemberId = date.members[0] === memberId ? date.members[1] : date.members[0];
  return [
    newEvent(
      DateShared,
      {
        shareId,
        memberId,
        matchMemberId,
        dateKind: date.kind,
        dateId: date.dateId,
        inviteId: date.inviteId,
        startsAt: date.startsAt,
        place: date.place,
        contactName: contact.name,
        contactPhone: contact.phone,
        contactEmail: contact.email,
        tokenHash,
        expiresAt,
        checkInDueAt: later(date.startsAt, CHECK_IN_AFTER_MS),
      },
      context,
    ),
  ];
};

export const stopSharing = ({ data }: StopSharing, state: DateShare, context: EventContext): DateShareEvent[] => {
  const share = herShare(state, data.memberId);
  if (share.status === 'stopped') return [];
  return [newEvent(DateShareStopped, { shareId: share.share.shareId, memberId: data.memberId }, context)];
};

/** The reactor's, once its time came: a stopped share has no one to alert, so no check-in. */
export const markCheckInDue = (_command: MarkCheckInDue, state: DateShare, context: EventContext): DateShareEvent[] => {
  if (state.status !== 'shared' || state.checkIn !== 'scheduled') return [];
  return [newEvent(DateCheckInDue, { shareId: state.share.shareId, memberId: state.share.memberId }, context)];
};

/** Once, after it is due, while she still shares; the same answer again records nothing. */
export const answerCheckIn = ({ data }: AnswerCheckIn, state: DateShare, context: EventContext): DateShareEvent[] => {
  const share = herShare(state, data.memberId);
  if (share.checkIn === data.answer) return [];
  if (share.status === 'stopped') throw new DomainError('date_share_stopped', 'You stopped sharing this date: there is no contact to alert');
  if (share.checkIn === 'scheduled') throw new DomainError('check_in_not_due', 'The check-in opens after the date');
  if (share.checkIn !== 'due') throw new DomainError('check_in_answered', 'You already answered this check-in');
  const reportId = data.answer === 'need_help' ? data.reportId : null;
  return [newEvent(DateCheckInAnswered, { shareId: share.share.shareId, memberId: data.memberId, answer: data.answer, reportId }, context)];
};

const decideDateShare = (command: DateShareCommand, state: DateShare, context: EventContext): DateShareEvent[] => {
  switch (command.type) {
    case 'ShareDate':
      return shareDate(command, state, context);
    case 'StopSharing':
      return stopSharing(command, state, context);
    case 'MarkCheckInDue':
      return markCheckInDue(command, state, context);
    case 'AnswerCheckIn':
      return answerCheckIn(command, state, context);
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled command ${JSON.stringify(unhandled)}`);
    }
  }
};

export const dateShareDecider: Decider<DateShare, DateShareCommand, DateShareEvent> = {
  handles: eventsOf(...dateSafetyEvents),
  initialState: initialDateShare,
  evolve: evolveDateShare,
  decide: decideDateShare,
};
