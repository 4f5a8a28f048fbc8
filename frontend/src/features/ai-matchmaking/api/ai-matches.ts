import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listAiMatches, ResponseOf } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export type AiMatches = ResponseOf<typeof listAiMatches>;
export type Recommendation = AiMatches['matches'][number];

export const aiMatchesKey = ['/api/ai-matches'] as const;

export const aiMatchesQueryOptions = () => queryOptions({ queryKey: aiMatchesKey, queryFn: () => apiGet<AiMatches>(aiMatchesKey[0]) });

/** Asked for only while AI Optimization is on, as the spec has it. */
export const useAiMatches = (enabled: boolean) => useQuery({ ...aiMatchesQueryOptions(), enabled });
