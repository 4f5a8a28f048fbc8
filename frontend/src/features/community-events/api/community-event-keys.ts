import { listEvents } from '@sankofa/contracts';

/** Under the events' root key: a join or a new event refreshes every event list, here and on /events-discovery. */
export const eventsKey = [listEvents.path] as const;
export const upcomingEventsKey = [...eventsKey, 'upcoming'] as const;
export const invitationsKey = [...eventsKey, 'invitations'] as const;
