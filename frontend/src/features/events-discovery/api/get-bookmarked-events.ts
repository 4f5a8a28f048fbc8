import { queryOptions, useQuery } from '@tanstack/react-query';
import { listBookmarkedEvents } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { bookmarkedEventsKey } from './event-keys.ts';

export const fetchBookmarkedEvents = () => callRoute(listBookmarkedEvents);

export const bookmarkedEventsQueryOptions = () => queryOptions({ queryKey: bookmarkedEventsKey, queryFn: fetchBookmarkedEvents });

/** Only fetched while the member looks at their saved events. */
export const useBookmarkedEvents = (enabled: boolean) => useQuery({ ...bookmarkedEventsQueryOptions(), enabled });
