import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listEvents, ResponseOf } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { upcomingEventsKey } from './community-event-keys.ts';

export const fetchUpcomingEvents = () => apiGet<ResponseOf<typeof listEvents>>('/api/events');

export const upcomingEventsQueryOptions = () => queryOptions({ queryKey: upcomingEventsKey, queryFn: fetchUpcomingEvents });

export const useUpcomingEvents = () => useQuery(upcomingEventsQueryOptions());
