import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { searchEvents } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

/** What the search form asks: an event type, a stream name or prefix, a time range (datetime-local values). */
export interface EventSearch {
  type: string;
  stream: string;
  from: string;
  to: string;
}

const isoOf = (local: string) => new Date(local).toISOString();

/** Empty fields are left out of the query: they ask for no filter. */
export const fetchEvents = ({ type, stream, from, to }: EventSearch, cursor: string | null) =>
  callRoute(searchEvents, { query: { type: type || undefined, stream: stream || undefined, from: from ? isoOf(from) : undefined, to: to ? isoOf(to) : undefined, cursor: cursor ?? undefined } });

/** Newest first; each further page is older. */
export const searchEventsQueryOptions = (search: EventSearch) =>
  infiniteQueryOptions({
    queryKey: [searchEvents.path, search],
    queryFn: ({ pageParam }) => fetchEvents(search, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });
export const useSearchEvents = (search: EventSearch) => useInfiniteQuery(searchEventsQueryOptions(search));
