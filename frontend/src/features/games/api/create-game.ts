import { useMutation } from '@tanstack/react-query';
import type { BodyOf, createGame, ResponseOf } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';
import { useShowGame } from './use-game-reply.ts';

export const postCreateGame = (body: BodyOf<typeof createGame>) => apiSend<ResponseOf<typeof createGame>>('POST', '/api/games/create', body);

export function useCreateGame() {
  const showGame = useShowGame();
  return useMutation({ mutationFn: postCreateGame, onSuccess: ({ game }) => showGame(game) });
}
