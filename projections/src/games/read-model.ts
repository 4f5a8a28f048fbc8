/** The game state read model as readers see it (`@sankofa/projections/games`): its public view and row. */
export const GAMES_VIEWS = ['games'] as const;
export type { GameRow } from './projector.ts';
