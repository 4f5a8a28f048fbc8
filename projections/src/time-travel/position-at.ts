import type { EventStore, Position } from '@sankofa/events';

/** Sorts before every position of both adapters: "as of" a time before the first event is the empty read model. */
export const BEFORE_THE_LOG: Position = `${'0'.repeat(20)}-${'0'.repeat(20)}`;

/**
 * The log's position as of an instant: the last event before the first one that occurred after it. Events'
 * `occurredAt` follow log order closely but not exactly (clocks of several instances), so the log's order
 * decides, and the scan stops at the first later event. Paged, so it holds no more than a page.
 */
export const positionAt = async (store: EventStore, at: string): Promise<Position> => {
  let last = BEFORE_THE_LOG;
  for await (const event of store.readAll()) {
    if (event.metadata.occurredAt > at) break;
    last = event.position;
  }
  return last;
};
