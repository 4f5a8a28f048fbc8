import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCulturalEvents } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { culturalEventsKey } from './event-keys.ts';

export const fetchCulturalEvents = () => callRoute(listCulturalEvents);

export const culturalEventsQueryOptions = () => queryOptions({ queryKey: culturalEventsKey, queryFn: fetchCulturalEvents });

export const useCulturalEvents = () => useQuery(culturalEventsQueryOptions());
