import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEvent } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { eventKey } from './event-keys.ts';

export const fetchEvent = (eventId: string) => callRoute(getEvent, { params: { id: eventId } });

export const eventQueryOptions = (eventId: string) => queryOptions({ queryKey: eventKey(eventId), queryFn: () => fetchEvent(eventId) });

/** The detail dialog reads the event afresh: its counts and the reader's standing as they are now. */
export const useEvent = (eventId: string | null) => useQuery({ ...eventQueryOptions(eventId ?? ''), enabled: eventId !== null });
