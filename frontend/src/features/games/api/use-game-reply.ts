import { useQueryClient } from '@tanstack/react-query';
import type { GameView } from '@sankofa/contracts';
import { activeGamesKey, gameHistoryKey, gameKey } from './game-keys.ts';

/** The spec: "the returned game becomes the current game"; the lists it appears in are refreshed. */
export function useShowGame() {
  const queryClient = useQueryClient();
  return (game: GameView) => {
    queryClient.setQueryData(gameKey(game.id), game);
    void queryClient.invalidateQueries({ queryKey: activeGamesKey });
    if (game.status === 'completed') void queryClient.invalidateQueries({ queryKey: gameHistoryKey });
  };
}
