import type pg from 'pg';
import { SubscriptionDroppedError, streamCategory } from '../store.ts';
import type { LogFilter, Position, RecordedEvent, SubscribeOptions } from '../store.ts';
import type { AppendSignal } from './append-signal.ts';
import { decodePosition, encodePosition } from './position.ts';
import { isUnfiltered, readLogPage, type LogPage } from './read.ts';

const PAGE_SIZE = 1000;
const IDLE_POLL_MS = 500;
const FIRST_RETRY_MS = 2;

/** An announced event not yet below the horizon is still held back by an older open transaction. */
const isHeldBack = (announced: Position | undefined, horizon: string): boolean =>
  announced !== undefined && BigInt(decodePosition(announced).transactionId) >= BigInt(horizon);

/**
 * The unfiltered page after a position, read once for every subscription of a store that asks for
 * it at the same time: they all wake at the same append, and at the head they ask for the same page.
 */
export type SharedPageReads = (after: Position | undefined) => Promise<LogPage>;

export const createSharedPageReads = (pool: pg.Pool): SharedPageReads => {
  const reading = new Map<Position | undefined, Promise<LogPage>>();
  return (after) => {
    const known = reading.get(after);
    if (known) return known;
    const page = readLogPage(pool, { after, limit: PAGE_SIZE }, true).finally(() => reading.delete(after));
    reading.set(after, page);
    return page;
  };
};

const matcherOf = ({ types, categories }: LogFilter) => (event: RecordedEvent) =>
  (types === undefined || types.includes(event.type)) && (categories === undefined || categories.includes(streamCategory(event.stream)));

export async function* subscribeToLog(pool: pg.Pool, sharedPageReads: SharedPageReads, appendSignal: AppendSignal, options: SubscribeOptions = {}): AsyncIterable<RecordedEvent> {
  let after = options.after;
  let retryMs = FIRST_RETRY_MS;
  const filter = { types: options.filter?.types, categories: options.filter?.categories };
  const matches = matcherOf(filter);
  const unfiltered = isUnfiltered(filter);
  // A filtered subscription far behind reads its own pages through the type index; caught up, it shares the others' page.
  let shared = unfiltered;
  while (!options.signal?.aborted) {
    let page;
    try {
      page = shared ? await sharedPageReads(after) : await readLogPage(pool, { ...filter, after, limit: PAGE_SIZE }, true);
    } catch (error) {
      throw new SubscriptionDroppedError(after, error);
    }
    for (const event of page.events) {
      if (!matches(event)) continue;
      yield event;
      after = event.position;
      if (options.signal?.aborted) return;
    }
    if (page.events.length === PAGE_SIZE) {
      const lastRead = page.events.at(-1)!.position;
      if (after === undefined || lastRead > after) after = lastRead;
      shared = unfiltered;
      continue;
    }
    shared = true;
    // Everything below the horizon has been read: a filtered subscription need not pass again over what it skipped.
    const readUpTo = encodePosition(page.horizon, '0');
    if (after === undefined || readUpTo > after) after = readUpTo;
    if (page.events.length > 0) retryMs = FIRST_RETRY_MS;
    if (isHeldBack(appendSignal.latest, page.horizon)) {
      await appendSignal.wait(retryMs, options.signal);
      retryMs = Math.min(retryMs * 2, IDLE_POLL_MS);
    } else {
      retryMs = FIRST_RETRY_MS;
      await appendSignal.wait(IDLE_POLL_MS, options.signal);
    }
  }
}
