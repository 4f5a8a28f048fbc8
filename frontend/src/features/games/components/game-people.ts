import type { GameView } from '@sankofa/contracts';
import { i18n } from '../../../lib/i18n/i18n.ts';

/** A participant's first name, 'You' for the viewer. */
export const nameIn = (game: GameView, memberId: string | null, viewerId: string): string =>
  memberId === viewerId ? i18n.t('games:you') : (game.participants.find((player) => player.id === memberId)?.firstName ?? i18n.t('games:yourMatch'));

/** The line under a finished game: who won, or a tie. */
export const outcomeOf = (game: GameView, viewerId: string): string => {
  if (game.winnerId === null) return i18n.t('games:tie');
  return game.winnerId === viewerId ? i18n.t('games:youWin') : i18n.t('games:wins', { name: nameIn(game, game.winnerId, viewerId) });
};

/** A game's name in the member's language (the catalogue from the server is English). */
export const gameNameOf = (gameTypeId: GameView['gameTypeId']): string => i18n.t(`games:types.${gameTypeId}.name`);

/** One guess line: 'You guessed …' or 'Ama guessed …'. */
export const guessedLine = (game: GameView, memberId: string, guess: string, viewerId: string): string =>
  memberId === viewerId ? i18n.t('games:youGuessed', { guess }) : i18n.t('games:guessed', { name: nameIn(game, memberId, viewerId), guess });
