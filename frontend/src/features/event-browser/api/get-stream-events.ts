import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { EventPage } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export const streamEventsPath = (stream: string, cursor: string | null) =>
  `/api/admin/events/streams/${encodeURIComponent(stream)}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;

export const fetchStreamEvents = (stream: string, cursor: string | null) => apiGet<EventPage>(streamEventsPath(stream, cursor));

/** Oldest first: a stream reads as its story. */
export const streamEventsQueryOptions = (stream: string) =>
  infiniteQueryOptions({
    queryKey: ['/api/admin/events/streams', stream],
    queryFn: ({ pageParam }) => fetchStreamEvents(stream, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });
export const useStreamEvents = (stream: string) => useInfiniteQuery(streamEventsQueryOptions(stream));
