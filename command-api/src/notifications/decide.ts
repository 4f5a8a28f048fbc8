import { MemberRegistered, NotificationsRead, eventsOf, newEvent, type NewEventOf } from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';


/** `notificationIds` null reads every notification the member had at `upTo`. */
export interface ReadNotifications {
  type: 'ReadNotifications';
  memberId: string;
  notificationIds: string[] | null;
  upTo: string;
}

/** The member stream carries many other events; reading notifications only needs to know the member exists. */
type MemberStreamEvent = NewEventOf<typeof MemberRegistered | typeof NotificationsRead>;

interface Reader {
  registered: boolean;
}

/**
 * Whose notifications they are is the read model's business: the event names only the reading
 * member, so an id of someone else's notification marks nothing.
 */
export const notificationReading: Decider<Reader, ReadNotifications, MemberStreamEvent> = {
  handles: eventsOf(MemberRegistered, NotificationsRead),
  initialState: { registered: false },
  evolve: (state, event) => (event.type === 'MemberRegistered' ? { registered: true } : state),
  decide: (command, state, context) => {
    if (!state.registered) throw new DomainError('not_found', 'Member not found');
    const { memberId, notificationIds, upTo } = command;
    return [newEvent(NotificationsRead, { memberId, notificationIds, upTo }, context)];
  },
};
