/** The stream-activity read model as readers see it (`@sankofa/projections/stream-activity`): its public views and rows. */
export const STREAM_ACTIVITY_VIEWS = ['stream_activity', 'event_type_activity', 'stream_activity_watermark'] as const;
/** The projector that writes these views: what a read of them waits for after a write (read-your-writes). */
export const STREAM_ACTIVITY_PROJECTOR = 'stream_activity';
export type { EventTypeActivityRow, StreamActivityRow } from './projector.ts';
