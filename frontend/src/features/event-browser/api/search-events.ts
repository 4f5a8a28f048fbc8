import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { EventPage } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

/** What the search form asks: an event type, a stream name or prefix, a time range (datetime-local values). */
export interface EventSearch {
  type: string;
  stream: string;
  from: string;
  to: string;
}

const isoOf = (local: string) => (local ? new Date(local).toISOString() : '');

export const searchEventsPath = (search: EventSearch, cursor: string | null) => {
  const query = new URLSearchParams();
  if (search.type) query.set('type', search.type);
  if (search.stream) query.set('stream', search.stream);
  if (search.from) query.set('from', isoOf(search.from));
  if (search.to) query.set('to', isoOf(search.to));
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return `/api/admin/events${text ? `?${text}` : ''}`;
};

export const fetchEvents = (search: EventSearch, cursor: string | null) => apiGet<EventPage>(searchEventsPath(search, cursor));

/** Newest first; each further page is older. */
export const searchEventsQueryOptions = (search: EventSearch) =>
  infiniteQueryOptions({
    queryKey: ['/api/admin/events', search],
    queryFn: ({ pageParam }) => fetchEvents(search, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });
export const useSearchEvents = (search: EventSearch) => useInfiniteQuery(searchEventsQueryOptions(search));
