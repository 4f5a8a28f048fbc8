import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLogEvent } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export const fetchLogEvent = (eventId: string) => callRoute(getLogEvent, { params: { eventId } });
export const logEventQueryOptions = (eventId: string) => queryOptions({ queryKey: [getLogEvent.path, eventId], queryFn: () => fetchLogEvent(eventId) });
export const useLogEvent = (eventId: string) => useQuery(logEventQueryOptions(eventId));
