import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listBookmarkedEvents, ResponseOf } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { bookmarkedEventsKey } from './event-keys.ts';

export const fetchBookmarkedEvents = () => apiGet<ResponseOf<typeof listBookmarkedEvents>>('/api/events/bookmarked');

export const bookmarkedEventsQueryOptions = () => queryOptions({ queryKey: bookmarkedEventsKey, queryFn: fetchBookmarkedEvents });

/** Only fetched while the member looks at their saved events. */
export const useBookmarkedEvents = (enabled: boolean) => useQuery({ ...bookmarkedEventsQueryOptions(), enabled });
