import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAiMatches, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export type AiMatches = ResponseOf<typeof listAiMatches>;
export type Recommendation = AiMatches['matches'][number];

export const aiMatchesKey = [listAiMatches.path] as const;

export const aiMatchesQueryOptions = () => queryOptions({ queryKey: aiMatchesKey, queryFn: () => callRoute(listAiMatches) });

/** Asked for only while AI Optimization is on, as the spec has it. */
export const useAiMatches = (enabled: boolean) => useQuery({ ...aiMatchesQueryOptions(), enabled });
