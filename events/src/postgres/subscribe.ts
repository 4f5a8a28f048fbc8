import type pg from 'pg';
import { SubscriptionDroppedError } from '../store.ts';
import type { Position, RecordedEvent, SubscribeOptions } from '../store.ts';
import type { AppendSignal } from './append-signal.ts';
import { decodePosition, encodePosition } from './position.ts';
import { readLogPage } from './read.ts';

const PAGE_SIZE = 1000;
const IDLE_POLL_MS = 500;
const FIRST_RETRY_MS = 2;

/** An announced event not yet below the horizon is still held back by an older open transaction. */
const isHeldBack = (announced: Position | undefined, horizon: string): boolean =>
  announced !== undefined && BigInt(decodePosition(announced).transactionId) >= BigInt(horizon);

export async function* subscribeToLog(pool: pg.Pool, appendSignal: AppendSignal, options: SubscribeOptions = {}): AsyncIterable<RecordedEvent> {
  let after = options.after;
  let retryMs = FIRST_RETRY_MS;
  const filter = { types: options.filter?.types, categories: options.filter?.categories };
  while (!options.signal?.aborted) {
    let page;
    try {
      page = await readLogPage(pool, { ...filter, after, limit: PAGE_SIZE }, true);
    } catch (error) {
      throw new SubscriptionDroppedError(after, error);
    }
    for (const event of page.events) {
      yield event;
      after = event.position;
      if (options.signal?.aborted) return;
    }
    if (page.events.length === PAGE_SIZE) continue;
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
