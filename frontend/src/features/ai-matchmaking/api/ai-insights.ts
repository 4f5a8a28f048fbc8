import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getAiInsights, ResponseOf } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export type AiInsights = ResponseOf<typeof getAiInsights>;

export const aiInsightsKey = ['/api/user/ai-insights'] as const;

export const aiInsightsQueryOptions = () => queryOptions({ queryKey: aiInsightsKey, queryFn: () => apiGet<AiInsights>(aiInsightsKey[0]) });

export const useAiInsights = () => useQuery(aiInsightsQueryOptions());
