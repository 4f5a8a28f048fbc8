import { useMutation } from '@tanstack/react-query';
import { gameAction, type BodyOf } from '@sankofa/contracts';
import { callRoute, serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useShowGame } from './use-game-reply.ts';

export type GameActionBody = BodyOf<typeof gameAction>;

export const postGameAction = ({ gameId, body }: { gameId: string; body: GameActionBody }) => callRoute(gameAction, { params: { id: gameId }, body });

/**
 * A move the server refuses (not your turn, already revealed) says why. A trivia reveal asked for
 * when the countdown ends is refused quietly while the server's clock is not there yet.
 */
export function useGameAction() {
  const showGame = useShowGame();
  return useMutation({
    mutationFn: postGameAction,
    onSuccess: ({ game }) => showGame(game),
    onError: (error, { body }) => body.action !== 'reveal' && toast({ title: 'Move not accepted', description: serverMessageOf(error) ?? 'Please try again.', variant: 'destructive' }),
  });
}
