import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { createPostgresEventStore, migrateEventStore, type NewEvent } from '@sankofa/events';
import { createProjectionRuntime, migrateProjections, projectors } from '@sankofa/projections';
import { createLogger, createPool } from '@sankofa/server-kit';
import { withBenchDatabase } from './embedded.ts';

/**
 * `npx tsx bench/event-index.ts`: how fast the event browser's `event_index` read model is built
 * over a log of BENCH_EVENT_INDEX_EVENTS events (default 200,000), and how long its searches take
 * on it. Prints one `name=value` line per figure.
 */
const EVENTS = Number(process.env.BENCH_EVENT_INDEX_EVENTS ?? 200_000);
const APPEND_SIZE = 1000;
const TYPES = ['SwipeRecorded', 'MessageSent', 'ProfileUpdated', 'MatchMade'] as const;
const CATEGORIES = ['member', 'swipes', 'match'] as const;
const eventIndex = projectors.find((projector) => projector.name === 'event_index')!;

const seedEvent = (index: number, causationId: string | null): NewEvent => ({
  type: TYPES[index % TYPES.length]!,
  data: { swiperId: randomUUID(), swipedId: randomUUID(), isLike: index % 3 !== 0, note: 'bench' },
  metadata: { eventId: randomUUID(), occurredAt: new Date().toISOString(), actorId: randomUUID(), actorKind: 'member', correlationId: randomUUID(), causationId, schemaVersion: 1 },
});

const timed = async (pool: pg.Pool, sql: string, values: unknown[]) => {
  const startedAt = process.hrtime.bigint();
  await pool.query(sql, values);
  return Number(process.hrtime.bigint() - startedAt) / 1e6;
};

const figures = await withBenchDatabase(async (databaseUrl) => {
  const pool = createPool(databaseUrl, 8);
  await migrateEventStore(pool);
  await migrateProjections(pool);
  const store = createPostgresEventStore(pool, { pageSize: 10_000 });
  try {
    for (let start = 0; start < EVENTS; start += APPEND_SIZE) {
      const stream = `${CATEGORIES[(start / APPEND_SIZE) % CATEGORIES.length]}-${start / APPEND_SIZE}`;
      await store.append(stream, Array.from({ length: APPEND_SIZE }, (_, offset) => seedEvent(start + offset, offset % 2 ? randomUUID() : null)));
    }
    await pool.query('ANALYZE events');
    const runtime = createProjectionRuntime({ store, pool, projectors: [eventIndex], logger: createLogger('bench-event-index', { silent: true }), batchSize: 10_000 });
    const startedAt = process.hrtime.bigint();
    let done = 0;
    await runtime.rebuild(eventIndex.name, (progress) => {
      done = progress.events;
      process.stderr.write(`\revent_index ${done}/${EVENTS}   `);
    });
    const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
    process.stderr.write('\n');
    await pool.query('ANALYZE public.event_index');
    const some = (await pool.query<{ event_id: string; stream: string }>('SELECT event_id, stream FROM public.event_index ORDER BY random() LIMIT 1')).rows[0]!;
    return {
      event_index_build_events_per_s: Math.round(done / seconds),
      search_by_type_ms: await timed(pool, `SELECT position FROM public.event_index WHERE type = $1 ORDER BY position DESC LIMIT 51`, ['MatchMade']),
      search_by_stream_prefix_ms: await timed(pool, `SELECT position FROM public.event_index WHERE stream LIKE $1 ORDER BY position DESC LIMIT 51`, ['swipes-1%']),
      stream_page_ms: await timed(pool, `SELECT position FROM public.event_index WHERE stream = $1 ORDER BY position LIMIT 51`, [some.stream]),
      caused_by_ms: await timed(pool, `SELECT position FROM public.event_index WHERE causation_id = $1 LIMIT 100`, [some.event_id]),
      categories_ms: await timed(pool, `SELECT * FROM public.event_index_categories`, []),
    };
  } finally {
    await store.close();
    await pool.end();
  }
});
for (const [name, value] of Object.entries(figures)) console.log(`${name}=${typeof value === 'number' && !Number.isInteger(value) ? value.toFixed(1) : value}`);
