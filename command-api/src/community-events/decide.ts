import {
  CommunityEventBookmarkSet,
  CommunityEventInterestSet,
  CommunityEventJoined,
  CommunityEventListed,
  EventDateInviteAnswered,
  EventDateInvited,
  communityEventEvents,
  eventsOf,
  newEvent,
  type EventContext,
  type NewEvent,
  type NewEventOf,
} from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';

export type Listing = NewEventOf<typeof CommunityEventListed>['data'];
type CommunityEventEvent = NewEventOf<
  typeof CommunityEventListed | typeof CommunityEventJoined | typeof CommunityEventBookmarkSet | typeof CommunityEventInterestSet | typeof EventDateInvited | typeof EventDateInviteAnswered
>;

export interface Invitation {
  fromId: string;
  toId: string;
  status: 'pending' | 'accepted' | 'declined';
}

/** What the event's stream knows: whether it exists, its capacity and date, and each member's standing with it. */
export interface CommunityEventState {
  listed: boolean;
  /** What the event was listed with (title, venue...): a meetup card quotes it. */
  listing: Listing | null;
  capacity: number;
  date: string;
  attendees: string[];
  bookmarkedBy: string[];
  interestedBy: string[];
  invitations: Record<string, Invitation>;
}

export type ListEvent = { type: 'ListEvent'; data: Omit<Listing, 'listedAt'> & { now: string } };
export type JoinEvent = { type: 'JoinEvent'; data: { eventId: string; memberId: string; now: string } };
/** `value` undefined toggles; a value sets. */
export type SetBookmark = { type: 'SetBookmark'; data: { eventId: string; memberId: string; value?: boolean } };
export type SetInterest = { type: 'SetInterest'; data: { eventId: string; memberId: string; value?: boolean } };
/** `toId` is the other member of the inviter's open match `matchId`, read before deciding. */
export type InviteDate = { type: 'InviteDate'; data: { eventId: string; inviteId: string; matchId: string; fromId: string; toId: string; message: string; now: string } };
export type AnswerInvitation = { type: 'AnswerInvitation'; data: { eventId: string; inviteId: string; memberId: string; answer: 'accepted' | 'declined'; now: string } };
export type CommunityEventCommand = ListEvent | JoinEvent | SetBookmark | SetInterest | InviteDate | AnswerInvitation;

export const EVENT_NOT_FOUND = 'This event does not exist';
export const INVITATION_NOT_FOUND = 'This invitation does not exist';

export const NO_EVENT: CommunityEventState = { listed: false, listing: null, capacity: 0, date: '', attendees: [], bookmarkedBy: [], interestedBy: [], invitations: {} };

const toggled = (members: string[], memberId: string, on: boolean) => (on ? [...new Set([...members, memberId])] : members.filter((id) => id !== memberId));

export const evolveCommunityEvent = (state: CommunityEventState, event: CommunityEventEvent): CommunityEventState => {
  switch (event.type) {
    case 'CommunityEventListed':
      return { ...state, listed: true, listing: event.data, capacity: event.data.capacity, date: event.data.date };
    case 'CommunityEventJoined':
      return { ...state, attendees: toggled(state.attendees, event.data.memberId, true) };
    case 'CommunityEventBookmarkSet':
      return { ...state, bookmarkedBy: toggled(state.bookmarkedBy, event.data.memberId, event.data.bookmarked) };
    case 'CommunityEventInterestSet':
      return { ...state, interestedBy: toggled(state.interestedBy, event.data.memberId, event.data.interested) };
    case 'EventDateInvited':
      return { ...state, invitations: { ...state.invitations, [event.data.inviteId]: { fromId: event.data.fromId, toId: event.data.toId, status: 'pending' } } };
    case 'EventDateInviteAnswered': {
      const invitation = state.invitations[event.data.inviteId];
      return invitation ? { ...state, invitations: { ...state.invitations, [event.data.inviteId]: { ...invitation, status: event.data.answer } } } : state;
    }
  }
};

const requireListed = (state: CommunityEventState) => {
  if (!state.listed) throw new DomainError('event_not_found', EVENT_NOT_FOUND);
};

/** An event is over once its day has passed: nobody joins or invites to it then. */
const requireUpcoming = (state: CommunityEventState, now: string) => {
  if (state.date < now.slice(0, 10)) throw new DomainError('event_past', 'This event has already taken place');
};

const listEvent = ({ data }: ListEvent, state: CommunityEventState, context: EventContext): NewEvent[] => {
  if (state.listed) return [];
  const { now, ...listing } = data;
  requireUpcoming({ ...state, date: listing.date }, now);
  return [newEvent(CommunityEventListed, { ...listing, listedAt: now }, context)];
};

const joinEvent = ({ data }: JoinEvent, state: CommunityEventState, context: EventContext): NewEvent[] => {
  requireListed(state);
  if (state.attendees.includes(data.memberId)) return [];
  requireUpcoming(state, data.now);
  if (state.attendees.length >= state.capacity) throw new DomainError('event_full', 'Event Full: every place has been taken');
  return [newEvent(CommunityEventJoined, { eventId: data.eventId, memberId: data.memberId }, context)];
};

const setBookmark = ({ data }: SetBookmark, state: CommunityEventState, context: EventContext): NewEvent[] => {
  requireListed(state);
  const current = state.bookmarkedBy.includes(data.memberId);
  const bookmarked = data.value ?? !current;
  if (bookmarked === current) return [];
  return [newEvent(CommunityEventBookmarkSet, { eventId: data.eventId, memberId: data.memberId, bookmarked }, context)];
};

const setInterest = ({ data }: SetInterest, state: CommunityEventState, context: EventContext): NewEvent[] => {
  requireListed(state);
  const current = state.interestedBy.includes(data.memberId);
  const interested = data.value ?? !current;
  if (interested === current) return [];
  return [newEvent(CommunityEventInterestSet, { eventId: data.eventId, memberId: data.memberId, interested }, context)];
};

const inviteDate = ({ data }: InviteDate, state: CommunityEventState, context: EventContext): NewEvent[] => {
  requireListed(state);
  requireUpcoming(state, data.now);
  if (state.invitations[data.inviteId]) return [];
  const { inviteId, matchId, fromId, toId, message, now } = data;
  return [newEvent(EventDateInvited, { eventId: data.eventId, inviteId, matchId, fromId, toId, message, invitedAt: now }, context)];
};

/** Only the invited member answers; anyone else is told it does not exist. Answering again the same way records nothing. */
const answerInvitation = ({ data }: AnswerInvitation, state: CommunityEventState, context: EventContext): NewEvent[] => {
  const invitation = state.invitations[data.inviteId];
  if (!invitation || invitation.toId !== data.memberId) throw new DomainError('invitation_not_found', INVITATION_NOT_FOUND);
  if (invitation.status === data.answer) return [];
  if (invitation.status !== 'pending') throw new DomainError('invitation_already_answered', `You already ${invitation.status} this invitation`);
  return [newEvent(EventDateInviteAnswered, { eventId: data.eventId, inviteId: data.inviteId, answer: data.answer, answeredAt: data.now }, context)];
};

export const communityEventDecider: Decider<CommunityEventState, CommunityEventCommand, CommunityEventEvent> = {
  handles: eventsOf(...communityEventEvents),
  initialState: NO_EVENT,
  evolve: evolveCommunityEvent,
  decide: (command, state, context) => {
    switch (command.type) {
      case 'ListEvent':
        return listEvent(command, state, context) as CommunityEventEvent[];
      case 'JoinEvent':
        return joinEvent(command, state, context) as CommunityEventEvent[];
      case 'SetBookmark':
        return setBookmark(command, state, context) as CommunityEventEvent[];
      case 'SetInterest':
        return setInterest(command, state, context) as CommunityEventEvent[];
      case 'InviteDate':
        return inviteDate(command, state, context) as CommunityEventEvent[];
      case 'AnswerInvitation':
        return answerInvitation(command, state, context) as CommunityEventEvent[];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
