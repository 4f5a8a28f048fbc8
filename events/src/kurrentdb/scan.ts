import {
  BACKWARDS,
  END,
  FORWARDS,
  START,
  type AllStreamRecordedEvent,
  type Direction,
  type Filter,
  type KurrentDBClient,
  type Position as KurrentPosition,
} from '@kurrent/kurrentdb-client';
import type { Position } from '../store.ts';
import { encodePosition } from './position.ts';

export const PAGE_SIZE = 500;

export interface ScanOptions {
  direction: Direction;
  /** Exclusive bound to start from; omit for the start (forwards) or the end (backwards). */
  from?: KurrentPosition;
  filter?: Filter;
  pageSize?: number;
}

export interface ScannedEvent {
  recorded: AllStreamRecordedEvent;
  position: Position;
}

/**
 * Pages through `$all`, one bounded read per page, so a log of any size is never held in
 * memory. Each page starts at the last position seen; whether the server includes the event
 * at that position or not, it is skipped here, so every event comes out exactly once.
 */
export async function* scanAll(client: KurrentDBClient, options: ScanOptions): AsyncGenerator<ScannedEvent> {
  const { direction, filter } = options;
  const pageSize = Math.max(2, options.pageSize ?? PAGE_SIZE);
  const forwards = direction === FORWARDS;
  let cursor: KurrentPosition | typeof START | typeof END = options.from ?? (forwards ? START : END);
  let boundary = options.from ? encodePosition(options.from) : undefined;
  for (;;) {
    let received = 0;
    let advanced = false;
    const page = client.readAll({
      direction: forwards ? FORWARDS : BACKWARDS,
      fromPosition: cursor,
      maxCount: pageSize,
      resolveLinkTos: false,
      ...(filter ? { filter } : {}),
    });
    for await (const resolved of page) {
      received += 1;
      const recorded = resolved.event;
      if (!recorded) continue;
      cursor = recorded.position;
      advanced = true;
      const position = encodePosition(recorded.position);
      if (boundary !== undefined && (forwards ? position <= boundary : position >= boundary)) continue;
      boundary = position;
      yield { recorded, position };
    }
    // A short page is the end of the log; a full page that did not move the cursor would loop.
    if (received < pageSize || !advanced) return;
  }
}
