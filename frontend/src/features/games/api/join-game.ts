import { useMutation } from '@tanstack/react-query';
import type { joinGame, ResponseOf } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';
import { useShowGame } from './use-game-reply.ts';

export const postJoinGame = (gameId: string) => apiSend<ResponseOf<typeof joinGame>>('POST', `/api/games/${encodeURIComponent(gameId)}/join`, {});

export function useJoinGame() {
  const showGame = useShowGame();
  return useMutation({ mutationFn: postJoinGame, onSuccess: ({ game }) => showGame(game) });
}
