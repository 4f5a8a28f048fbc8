import { useQueryClient } from '@tanstack/react-query';
import { useLiveMessage } from '../../../lib/live/use-live-message.ts';
import { activeGamesKey, gameHistoryKey, gameKey } from './game-keys.ts';

/** The other players' moves, live: each `game_updated` replaces the game and refreshes the lists. */
export function useGameUpdates() {
  const queryClient = useQueryClient();
  useLiveMessage('game_updated', ({ payload: { game } }) => {
    queryClient.setQueryData(gameKey(game.id), game);
    void queryClient.invalidateQueries({ queryKey: activeGamesKey });
    if (game.status === 'completed') void queryClient.invalidateQueries({ queryKey: gameHistoryKey });
  });
}
