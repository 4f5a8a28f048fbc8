import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listEvents, type ListEventsQuery } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { eventListKey } from './event-keys.ts';

/** Only the filters that narrow anything go on the wire. */
export const narrowingFiltersOf = (filters: ListEventsQuery): ListEventsQuery =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '' && value !== 'all' && value !== 'false'));

export const fetchEvents = (filters: ListEventsQuery) => callRoute(listEvents, { query: narrowingFiltersOf(filters) });

export const eventsQueryOptions = (filters: ListEventsQuery) => queryOptions({ queryKey: eventListKey(filters), queryFn: () => fetchEvents(filters), placeholderData: keepPreviousData });

export const useEvents = (filters: ListEventsQuery) => useQuery(eventsQueryOptions(filters));
