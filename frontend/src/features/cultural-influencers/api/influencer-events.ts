import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listInfluencerEvents, ResponseOf } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export const influencerEventsKey = ['/api/influencer-events'] as const;

export const fetchInfluencerEvents = () => apiGet<ResponseOf<typeof listInfluencerEvents>>(influencerEventsKey[0]);
export const influencerEventsQueryOptions = () => queryOptions({ queryKey: influencerEventsKey, queryFn: fetchInfluencerEvents });
export const useInfluencerEvents = () => useQuery(influencerEventsQueryOptions());
