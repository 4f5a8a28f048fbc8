/** The event index as readers see it (`@sankofa/projections/event-index`): its public views and rows. */
export const EVENT_INDEX_VIEWS = ['event_index', 'event_index_categories'] as const;
export type { EventCategoryRow, EventIndexRow } from './projector.ts';
