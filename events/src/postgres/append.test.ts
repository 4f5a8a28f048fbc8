import { createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testEvent } from '../contract/test-events.ts';
import { ConcurrencyError } from '../store.ts';
import { appendToStream } from './append.ts';
import { decodePosition } from './position.ts';
import { migrateEventStore } from './schema.ts';

let pool: ReturnType<typeof createPool>;

beforeAll(async () => {
  pool = createPool(await createTestDatabase());
  await migrateEventStore(pool);
});
afterAll(() => pool.end());

it('gives a batch one position per event, in revision order, all from one transaction', async () => {
  await appendToStream(pool, 'batch-1', [testEvent('Counted')], 'no_stream');
  const events = Array.from({ length: 250 }, () => testEvent('Counted'));
  const { revision, positions } = await appendToStream(pool, 'batch-1', events, 0);

  expect(revision).toBe(250);
  expect(positions).toHaveLength(250);
  expect([...positions].sort()).toEqual(positions);
  expect(new Set(positions.map((position) => decodePosition(position).transactionId)).size).toBe(1);
  const { rows } = await pool.query<{ stream_revision: number; event_id: string }>(
    `SELECT stream_revision, metadata->>'eventId' AS event_id FROM events WHERE stream_name = 'batch-1' AND stream_revision > 0 ORDER BY global_position`,
  );
  expect(rows.map((row) => row.stream_revision)).toEqual(events.map((_, index) => index + 1));
  expect(rows.map((row) => row.event_id)).toEqual(events.map((event) => event.metadata.eventId));
});

it('keeps type, data and metadata as given', async () => {
  const event = { ...testEvent('Quoted'), data: { text: 'a "quote", a \\ backslash, {braces}, ünïcode 🎉', list: [1, null, true] } };
  await appendToStream(pool, 'kept-1', [event], 'no_stream');
  const { rows } = await pool.query('SELECT type, category, data, metadata FROM events WHERE stream_name = $1', ['kept-1']);
  expect(rows).toEqual([{ type: 'Quoted', category: 'kept', data: event.data, metadata: event.metadata }]);
});

it('appends nothing at a stale revision and says what the revision is', async () => {
  await appendToStream(pool, 'stale-1', [testEvent('Counted'), testEvent('Counted')], 'no_stream');
  const attempt = appendToStream(pool, 'stale-1', [testEvent('Counted')], 0);
  await expect(attempt).rejects.toThrow(ConcurrencyError);
  await expect(attempt).rejects.toMatchObject({ actual: 1 });
  const { rows } = await pool.query('SELECT count(*)::int AS count FROM events WHERE stream_name = $1', ['stale-1']);
  expect(rows[0].count).toBe(2);
});

it('migrates a log made before, dropping the category index every category reader no longer needs', async () => {
  await pool.query('CREATE INDEX IF NOT EXISTS events_by_category ON events (category, transaction_id, global_position)');
  await migrateEventStore(pool);
  await migrateEventStore(pool);
  const { rows } = await pool.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'events' ORDER BY indexname`);
  expect(rows.map((row) => row.indexname)).toEqual(['events_by_type', 'events_pkey', 'events_stream_name_stream_revision_key']);
});
