import { communityEventStream, virtualDateStream, type EventStore } from '@sankofa/events';
import { communityEventDecider } from '../community-events/decide.ts';
import { DomainError } from '../domain-error.ts';
import { readFolded } from '../stream-states.ts';
import { virtualDateDecider } from '../virtual-dates/decide.ts';
import type { DateFacts } from './decide.ts';

export type DateReference = { kind: 'virtual_date'; id: string } | { kind: 'event_invitation'; eventId: string; inviteId: string };

const dateNotFound = () => new DomainError('date_not_found', 'This date does not exist');

/** A video date without a time is "whenever we both are there": from now. */
const virtualDateFacts = async (store: EventStore, dateId: string, now: Date): Promise<DateFacts> => {
  const { state } = await readFolded(store, virtualDateStream(dateId), virtualDateDecider);
  if (state.status === 'none') throw dateNotFound();
  return {
    kind: 'virtual_date',
    dateId,
    inviteId: null,
    members: [state.initiatorId, state.participantId],
    startsAt: state.scheduledAt ?? now.toISOString(),
    place: null,
    closed: state.status === 'cancelled' || state.status === 'ended',
  };
};

/** An event's date and time are local to its venue and carry no zone: they are read as UTC, which the link's day of grace covers. */
const invitationFacts = async (store: EventStore, eventId: string, inviteId: string): Promise<DateFacts> => {
  const { state } = await readFolded(store, communityEventStream(eventId), communityEventDecider);
  const invitation = state.invitations[inviteId];
  if (!state.listing || !invitation) throw dateNotFound();
  const { date, time, venue, address, city } = state.listing;
  return {
    kind: 'event_invitation',
    dateId: eventId,
    inviteId,
    members: [invitation.fromId, invitation.toId],
    startsAt: new Date(`${date}T${time}:00Z`).toISOString(),
    place: [venue, address, city].filter(Boolean).join(', '),
    closed: invitation.status === 'declined',
  };
};

/** What the date's own stream says of it; the decider then checks she is in it. */
export const readDateFacts = (store: EventStore, date: DateReference, now: Date): Promise<DateFacts> =>
  date.kind === 'virtual_date' ? virtualDateFacts(store, date.id, now) : invitationFacts(store, date.eventId, date.inviteId);
