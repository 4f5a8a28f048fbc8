/** The event index as readers see it (`@sankofa/projections/event-index`): its public views and rows. */
export const EVENT_INDEX_VIEWS = ['event_index', 'event_index_categories'] as const;
/** The projector that writes these views: what a read of them waits for after a write (read-your-writes). */
export const EVENT_INDEX_PROJECTOR = 'event_index';
export type { EventCategoryRow, EventIndexRow } from './projector.ts';
