import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventDetail } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export const logEventPath = (eventId: string) => `/api/admin/events/${encodeURIComponent(eventId)}`;

export const fetchLogEvent = (eventId: string) => apiGet<EventDetail>(logEventPath(eventId));
export const logEventQueryOptions = (eventId: string) => queryOptions({ queryKey: ['/api/admin/events/one', eventId], queryFn: () => fetchLogEvent(eventId) });
export const useLogEvent = (eventId: string) => useQuery(logEventQueryOptions(eventId));
