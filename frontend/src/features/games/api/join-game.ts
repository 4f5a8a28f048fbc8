import { useMutation } from '@tanstack/react-query';
import { joinGame } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { useShowGame } from './use-game-reply.ts';

export const postJoinGame = (gameId: string) => callRoute(joinGame, { params: { id: gameId } });

export function useJoinGame() {
  const showGame = useShowGame();
  return useMutation({ mutationFn: postJoinGame, onSuccess: ({ game }) => showGame(game) });
}
