import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getHiddenWords as getHiddenWordsContract, listHiddenMessages, saveHiddenWords as saveHiddenWordsContract } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { matchesQueryKey } from '../../../lib/matches/match-count.ts';

const hiddenWordsQueryKey = [getHiddenWordsContract.path] as const;

export const useHiddenWords = () => useQuery(queryOptions({ queryKey: hiddenWordsQueryKey, queryFn: () => callRoute(getHiddenWordsContract) }));

/** Which messages are hidden changes with the list: the matches, conversations and the Hidden folder are read again. */
export function useSaveHiddenWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (words: string[]) => callRoute(saveHiddenWordsContract, { body: { words } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: hiddenWordsQueryKey });
      await queryClient.invalidateQueries({ queryKey: matchesQueryKey });
    },
  });
}

/** Under the matches key, so live messages refresh the folder too. */
export const useHiddenMessages = () => useQuery({ queryKey: [...matchesQueryKey, 'hidden'], queryFn: () => callRoute(listHiddenMessages) });
