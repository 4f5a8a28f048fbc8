/** The games' query keys: every game list under one root, so a move refreshes them together. */
export const gamesKey = ['/api/games'] as const;
export const activeGamesKey = [...gamesKey, 'active'] as const;
export const gameHistoryKey = [...gamesKey, 'history'] as const;
export const gameKey = (gameId: string) => [...gamesKey, 'game', gameId] as const;
