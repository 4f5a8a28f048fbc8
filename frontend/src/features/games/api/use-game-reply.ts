import { useQueryClient } from '@tanstack/react-query';
import { activeGamesKey, gameHistoryKey } from './game-keys.ts';
import { gameQueryOptions } from './get-game.ts';

/**
 * The spec: "the returned game becomes the current game". A write names its game only, so the game
 * is read again, at the write's position; the lists it appears in are refreshed.
 */
export function useShowGame() {
  const queryClient = useQueryClient();
  return async ({ id }: { id: string }) => {
    const options = gameQueryOptions(id);
    await queryClient.prefetchQuery({ ...options, staleTime: 0 });
    void queryClient.invalidateQueries({ queryKey: activeGamesKey });
    if (queryClient.getQueryData(options.queryKey)?.status === 'completed') void queryClient.invalidateQueries({ queryKey: gameHistoryKey });
  };
}
