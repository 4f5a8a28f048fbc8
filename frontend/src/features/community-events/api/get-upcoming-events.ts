import { queryOptions, useQuery } from '@tanstack/react-query';
import { listEvents } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { upcomingEventsKey } from './community-event-keys.ts';

export const fetchUpcomingEvents = () => callRoute(listEvents);

export const upcomingEventsQueryOptions = () => queryOptions({ queryKey: upcomingEventsKey, queryFn: fetchUpcomingEvents });

export const useUpcomingEvents = () => useQuery(upcomingEventsQueryOptions());
