import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listStreamEvents } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export const fetchStreamEvents = (stream: string, cursor: string | null) => callRoute(listStreamEvents, { params: { stream }, query: { cursor: cursor ?? undefined } });

/** Oldest first: a stream reads as its story. */
export const streamEventsQueryOptions = (stream: string) =>
  infiniteQueryOptions({
    queryKey: [listStreamEvents.path, stream],
    queryFn: ({ pageParam }) => fetchStreamEvents(stream, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });
export const useStreamEvents = (stream: string) => useInfiniteQuery(streamEventsQueryOptions(stream));
