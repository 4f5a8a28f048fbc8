import { getGame, listActiveGames, listGameHistory } from '@sankofa/contracts';

/** The games' query keys, one per read: a move sets its game and refreshes the lists it appears in. */
export const activeGamesKey = [listActiveGames.path] as const;
export const gameHistoryKey = [listGameHistory.path] as const;
export const gameKey = (gameId: string) => [getGame.path, gameId] as const;
