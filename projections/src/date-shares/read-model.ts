/** The shared dates read model as readers see it (`@sankofa/projections/date-shares`): its public view and row. */
export const DATE_SHARES_PROJECTOR = 'date_shares';
export const DATE_SHARES_VIEWS = ['date_shares'] as const;
export type { DateShareRow } from './projector.ts';
