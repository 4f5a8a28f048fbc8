import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { aiMatchesKey } from './ai-matches.ts';

export const optimizeMatches = () => apiSend('POST', '/api/ai/optimize-matches', {});

export function useOptimizeMatches() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: optimizeMatches, onSuccess: () => queryClient.invalidateQueries({ queryKey: aiMatchesKey }) });
}
