import type { NewEvent, RecordedEvent } from '@sankofa/events';
import type { Projector } from '../../projector.ts';
import { createBuildSchema, useSchema } from '../schemas.ts';
import { inTransaction } from '../transactions.ts';
import { readWholeLog, type TestLog } from './test-log.ts';

/** Appends each event to its stream and reads them back as recorded, in log order. */
export const recordEvents = async (log: TestLog, appends: ReadonlyArray<readonly [stream: string, event: NewEvent]>): Promise<RecordedEvent[]> => {
  const ids = new Set(appends.map(([, event]) => event.metadata.eventId));
  for (const [stream, event] of appends) await log.store.append(stream, [event]);
  return (await readWholeLog(log)).filter((event) => ids.has(event.metadata.eventId));
};

let schemaCount = 0;

/** The events of `batch` the projector handles, parsed, as the runtime passes them to its `apply`. */
export const handledIn = <Handled extends RecordedEvent>(projector: Pick<Projector<Handled>, 'handles'>, batch: readonly RecordedEvent[]): Handled[] =>
  batch.filter((event) => projector.handles.has(event)).map((event) => projector.handles.parse(event));

/**
 * Builds the projector in a fresh schema, applies the events it handles of each batch in its own
 * transaction as the runtime does, and returns what `select` reads (with the schema first on the search path).
 */
export const rowsAfterBatches = async <Handled extends RecordedEvent>(
  log: TestLog,
  projector: Projector<Handled>,
  batches: RecordedEvent[][],
  select: string,
): Promise<Record<string, unknown>[]> => {
  const schema = `${projector.name}_test_${++schemaCount}`;
  await inTransaction(log.pool, (tx) => createBuildSchema(tx, projector, schema));
  for (const batch of batches) {
    await inTransaction(log.pool, async (tx) => {
      await useSchema(tx, schema);
      await projector.apply(handledIn(projector, batch), tx);
    });
  }
  return inTransaction(log.pool, async (tx) => {
    await useSchema(tx, schema);
    return (await tx.query<Record<string, unknown>>(select)).rows;
  });
};
