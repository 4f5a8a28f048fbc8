import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listCulturalInfluencers, ResponseOf } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export const culturalInfluencersKey = ['/api/cultural-influencers'] as const;

export const fetchCulturalInfluencers = () => apiGet<ResponseOf<typeof listCulturalInfluencers>>(culturalInfluencersKey[0]);
export const culturalInfluencersQueryOptions = () => queryOptions({ queryKey: culturalInfluencersKey, queryFn: fetchCulturalInfluencers });
export const useCulturalInfluencers = () => useQuery(culturalInfluencersQueryOptions());
