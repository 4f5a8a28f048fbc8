import { queryOptions, useQuery } from '@tanstack/react-query';
import { listInfluencerEvents } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export const influencerEventsKey = [listInfluencerEvents.path] as const;

export const fetchInfluencerEvents = () => callRoute(listInfluencerEvents);
export const influencerEventsQueryOptions = () => queryOptions({ queryKey: influencerEventsKey, queryFn: fetchInfluencerEvents });
export const useInfluencerEvents = () => useQuery(influencerEventsQueryOptions());
