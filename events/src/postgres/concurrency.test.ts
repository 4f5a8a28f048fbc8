import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { expect, it } from 'vitest';
import { testEvent } from '../contract/test-events.ts';
import type { RecordedEvent } from '../store.ts';
import { appendToStream } from './append.ts';
import { createPostgresEventStore } from './postgres-event-store.ts';
import { migrateEventStore } from './schema.ts';

const WRITERS = 8;
const TOTAL_EVENTS = 20_000;
const STREAMS = 1_000;

/**
 * Writers hold their transactions open for a random while after taking their sequence numbers,
 * so later sequence numbers often commit first: the situation in which a reader ordering by
 * sequence alone would pass an event that is not yet committed and lose it.
 */
it(`delivers every event of ${WRITERS} concurrent writers exactly once, in position order`, async () => {
  const pool = createPool(await createTestDatabase(), WRITERS + 4);
  await migrateEventStore(pool);
  const store = createPostgresEventStore(pool);
  const appendedIds = new Set<string>();
  let budget = TOTAL_EVENTS;

  const writer = async () => {
    const client = await pool.connect();
    try {
      while (budget > 0) {
        const size = Math.min(budget, randomInt(1, 6));
        budget -= size;
        const events = Array.from({ length: size }, () => testEvent('Counted'));
        await client.query('BEGIN');
        await appendToStream(client, `counter-${randomInt(STREAMS)}`, events, 'any');
        await sleep(randomInt(0, 4));
        await client.query('COMMIT');
        for (const event of events) appendedIds.add(event.metadata.eventId);
      }
    } finally {
      client.release();
    }
  };

  const abort = new AbortController();
  const received: RecordedEvent[] = [];
  const subscriber = (async () => {
    for await (const event of store.subscribe({ signal: abort.signal })) {
      received.push(event);
      if (received.length === TOTAL_EVENTS) abort.abort();
    }
  })();

  await Promise.all(Array.from({ length: WRITERS }, writer));
  await Promise.race([subscriber, sleep(60_000).then(() => abort.abort())]);
  await store.close();
  await pool.end();

  expect(appendedIds.size).toBe(TOTAL_EVENTS);
  expect(received).toHaveLength(TOTAL_EVENTS);
  expect(new Set(received.map((event) => event.metadata.eventId))).toEqual(appendedIds);
  const outOfOrder = received.findIndex((event, index) => index > 0 && received[index - 1]!.position >= event.position);
  expect(outOfOrder).toBe(-1);
  expect(new Set(received.map((event) => event.stream)).size).toBeGreaterThan(STREAMS * 0.9);
}, 120_000);
