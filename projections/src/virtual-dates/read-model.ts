/** The virtual dates read model as readers see it (`@sankofa/projections/virtual-dates`): its public view and row. */
export const VIRTUAL_DATES_VIEWS = ['virtual_dates'] as const;
export type { VirtualDateRow } from './projector.ts';
