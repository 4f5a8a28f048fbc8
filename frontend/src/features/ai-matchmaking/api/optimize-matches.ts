import { useMutation, useQueryClient } from '@tanstack/react-query';
import { optimizeMatches as optimizeMatchesContract } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { aiMatchesKey } from './ai-matches.ts';

export const optimizeMatches = () => callRoute(optimizeMatchesContract);

export function useOptimizeMatches() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: optimizeMatches, onSuccess: () => queryClient.invalidateQueries({ queryKey: aiMatchesKey }) });
}
