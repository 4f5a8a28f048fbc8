import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listCulturalEvents, ResponseOf } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { culturalEventsKey } from './event-keys.ts';

export const fetchCulturalEvents = () => apiGet<ResponseOf<typeof listCulturalEvents>>('/api/events/cultural');

export const culturalEventsQueryOptions = () => queryOptions({ queryKey: culturalEventsKey, queryFn: fetchCulturalEvents });

export const useCulturalEvents = () => useQuery(culturalEventsQueryOptions());
