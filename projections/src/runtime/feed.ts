import type { EventStore, RecordedEvent } from '@sankofa/events';
import { typeFilter } from '../projector.ts';
import { applyBatch, skipTo, type BatchOutcome, type BuildWriter, type Progress } from './apply-batch.ts';
import { inBatches } from './batches.ts';

export interface FeedOptions {
  store: EventStore;
  batchSize: number;
  signal: AbortSignal;
  onBatch?: (outcome: BatchOutcome) => void;
}

export interface FeedResult {
  progress: Progress;
  /** Handled events applied. */
  applied: number;
  poison?: BatchOutcome['poison'];
}

/** Applies a catch-up read in full batches. */
const feed = async (writer: BuildWriter, source: AsyncIterable<RecordedEvent>, from: Progress, options: FeedOptions): Promise<FeedResult> => {
  let progress = from;
  let applied = 0;
  for await (const batch of inBatches(source, { maxSize: options.batchSize, fill: true })) {
    const outcome = await applyBatch(writer, batch, progress);
    progress = { position: outcome.position, lastEventAt: outcome.lastEventAt };
    applied += outcome.applied;
    options.onBatch?.(outcome);
    if (outcome.poison) return { progress, applied, poison: outcome.poison };
    if (options.signal.aborted) break;
  }
  return { progress, applied };
};

/**
 * Applies every handled event after the checkpoint, read with the type filter in large batches,
 * then moves the checkpoint to the head seen before reading: nothing handled lies between, and
 * read-your-writes needs the checkpoint to pass unhandled events too.
 */
export const catchUp = async (writer: BuildWriter, from: Progress, options: FeedOptions): Promise<FeedResult> => {
  const head = await options.store.headPosition();
  const source = options.store.readAll({ after: from.position ?? undefined, types: typeFilter(writer.projector) });
  const result = await feed(writer, source, from, options);
  if (result.poison || options.signal.aborted || head === null) return result;
  return { ...result, progress: await skipTo(writer, result.progress, head) };
};

async function* upTo(source: AsyncIterable<RecordedEvent>, last: string): AsyncGenerator<RecordedEvent> {
  for await (const event of source) {
    if (event.position > last) return;
    yield event;
  }
}

/**
 * Brings a build to exactly `to` (a live group's cursor), as `catchUp` does to the head: what
 * comes after `to` the group applies, so a joiner misses nothing and applies nothing twice.
 */
export const catchUpTo = async (writer: BuildWriter, from: Progress, to: string, options: FeedOptions): Promise<FeedResult> => {
  if (from.position !== null && from.position >= to) return { progress: from, applied: 0 };
  const source = upTo(options.store.readAll({ after: from.position ?? undefined, types: typeFilter(writer.projector) }), to);
  const result = await feed(writer, source, from, options);
  if (result.poison || options.signal.aborted) return result;
  return { ...result, progress: await skipTo(writer, result.progress, to) };
};
