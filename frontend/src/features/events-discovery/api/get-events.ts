import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEventsQuery, listEvents, ResponseOf } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { eventListKey } from './event-keys.ts';

/** Only the filters that narrow anything go on the wire. */
export const eventsSearchOf = (filters: ListEventsQuery): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || value === 'all' || value === 'false') continue;
    params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
};

export const fetchEvents = (filters: ListEventsQuery) => apiGet<ResponseOf<typeof listEvents>>(`/api/events${eventsSearchOf(filters)}`);

export const eventsQueryOptions = (filters: ListEventsQuery) => queryOptions({ queryKey: eventListKey(filters), queryFn: () => fetchEvents(filters), placeholderData: keepPreviousData });

export const useEvents = (filters: ListEventsQuery) => useQuery(eventsQueryOptions(filters));
