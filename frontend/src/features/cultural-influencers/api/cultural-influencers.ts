import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCulturalInfluencers } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export const culturalInfluencersKey = [listCulturalInfluencers.path] as const;

export const fetchCulturalInfluencers = () => callRoute(listCulturalInfluencers);
export const culturalInfluencersQueryOptions = () => queryOptions({ queryKey: culturalInfluencersKey, queryFn: fetchCulturalInfluencers });
export const useCulturalInfluencers = () => useQuery(culturalInfluencersQueryOptions());
