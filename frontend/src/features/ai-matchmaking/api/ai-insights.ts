import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAiInsights } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export const aiInsightsKey = [getAiInsights.path] as const;

export const aiInsightsQueryOptions = () => queryOptions({ queryKey: aiInsightsKey, queryFn: () => callRoute(getAiInsights) });

export const useAiInsights = () => useQuery(aiInsightsQueryOptions());
