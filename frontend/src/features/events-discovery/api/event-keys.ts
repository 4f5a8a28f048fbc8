import { listEvents, type ListEventsQuery } from '@sankofa/contracts';

/** Every event list under one root, so a bookmark or an interest refreshes them together. */
export const eventsKey = [listEvents.path] as const;
export const eventListKey = (filters: ListEventsQuery) => [...eventsKey, 'list', filters] as const;
export const culturalEventsKey = [...eventsKey, 'cultural'] as const;
export const bookmarkedEventsKey = [...eventsKey, 'bookmarked'] as const;
export const eventKey = (eventId: string) => [...eventsKey, 'event', eventId] as const;
