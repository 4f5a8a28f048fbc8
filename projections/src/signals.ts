/**
 * What the projection runtime signals to readers, for query-api (`@sankofa/projections/signals`):
 * the PostgreSQL NOTIFY channel on which a checkpoint move is announced.
 */
export { CHECKPOINTS_CHANNEL } from './runtime/checkpoints.ts';
