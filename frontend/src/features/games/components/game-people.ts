import type { GameView } from '@sankofa/contracts';

/** A participant's first name, 'You' for the viewer. */
export const nameIn = (game: GameView, memberId: string | null, viewerId: string): string =>
  memberId === viewerId ? 'You' : (game.participants.find((player) => player.id === memberId)?.firstName ?? 'Your match');

/** The line under a finished game: who won, or a tie. */
export const outcomeOf = (game: GameView, viewerId: string): string => {
  if (game.winnerId === null) return "It's a tie!";
  return game.winnerId === viewerId ? 'You win!' : `${nameIn(game, game.winnerId, viewerId)} wins!`;
};
