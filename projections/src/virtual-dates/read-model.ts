/** The virtual dates read model as readers see it (`@sankofa/projections/virtual-dates`): its public view and row. */
export const VIRTUAL_DATES_VIEWS = ['virtual_dates'] as const;
/** The projector that writes these views: what a read of them waits for after a write (read-your-writes). */
export const VIRTUAL_DATES_PROJECTOR = 'virtual_dates';
export type { VirtualDateRow } from './projector.ts';
