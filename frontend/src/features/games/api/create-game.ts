import { useMutation } from '@tanstack/react-query';
import { createGame, type BodyOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { useShowGame } from './use-game-reply.ts';

export const postCreateGame = (body: BodyOf<typeof createGame>) => callRoute(createGame, { body });

export function useCreateGame() {
  const showGame = useShowGame();
  return useMutation({ mutationFn: postCreateGame, onSuccess: ({ game }) => showGame(game) });
}
