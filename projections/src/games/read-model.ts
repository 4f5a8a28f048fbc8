/** The game state read model as readers see it (`@sankofa/projections/games`): its public view and row. */
export const GAMES_VIEWS = ['games'] as const;
/** The projector that writes these views: what a read of them waits for after a write (read-your-writes). */
export const GAMES_PROJECTOR = 'games';
export type { GameRow } from './projector.ts';
