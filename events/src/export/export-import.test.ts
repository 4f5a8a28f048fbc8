import { createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { collect } from '../contract/test-events.ts';
import { createPostgresEventStore, migrateEventStore } from '../postgres/index.ts';
import type { EventStore, NewEvent } from '../store.ts';
import { parseBound } from './bounds.ts';
import { exportEvents, type ExportOptions } from './export-events.ts';
import { importEvents } from './import-events.ts';

const opened: { close(): Promise<void> }[] = [];
const freshStore = async (): Promise<EventStore> => {
  const pool = createPool(await createTestDatabase());
  await migrateEventStore(pool);
  const store = createPostgresEventStore(pool, { pageSize: 3 });
  opened.push({ close: async () => (await store.close(), await pool.end()) });
  return store;
};
afterAll(async () => {
  for (const resource of opened) await resource.close();
});

let sequence = 0;
const event = (type: string, occurredAt: string): NewEvent => ({
  type,
  data: { n: ++sequence },
  metadata: { eventId: `event-${sequence}`, occurredAt, actorId: 'a', correlationId: 'c', causationId: null, schemaVersion: 1 },
});

const exported = async (store: EventStore, options: Partial<ExportOptions> = {}) =>
  (await collect(exportEvents(store, { format: 'ndjson', includeContact: false, chunkSize: 10, ...options }))).join('');

const linesOf = async function* (text: string) {
  yield* text.split('\n');
};

describe('export and import', () => {
  it('exports a range by time, position and type, and imports it twice into a fresh store adding nothing the second time', async () => {
    const source = await freshStore();
    await source.append('ledger-1', [event('Opened', '2026-11-01T00:00:00.000Z'), event('Credited', '2026-11-02T00:00:00.000Z')]);
    const { positions } = await source.append('ledger-2', [event('Opened', '2026-11-03T00:00:00.000Z')]);
    await source.append('ledger-1', [event('Credited', '2026-11-04T00:00:00.000Z'), event('Closed', '2026-11-05T00:00:00.000Z')]);

    const typesOf = (text: string) => text.trim().split('\n').map((line) => (JSON.parse(line) as { type: string }).type);
    expect(typesOf(await exported(source, { types: ['Credited'] }))).toEqual(['Credited', 'Credited']);
    expect(typesOf(await exported(source, { from: parseBound('2026-11-02', '--from'), to: parseBound('2026-11-04T00:00:00Z', '--to') }))).toEqual(['Credited', 'Opened', 'Credited']);
    expect(typesOf(await exported(source, { from: parseBound(positions[0]!, '--from') }))).toEqual(['Credited', 'Closed']);
    expect(typesOf(await exported(source, { to: parseBound(positions[0]!, '--to') }))).toEqual(['Opened', 'Credited', 'Opened']);
    expect((await exported(source, { format: 'csv' })).split('\r\n')[0]).toBe('position,stream,revision,type,eventId,occurredAt,actorId,correlationId,causationId,data');

    const whole = await exported(source);
    const copy = await freshStore();
    expect(await importEvents(copy, linesOf(whole))).toEqual({ imported: 5, skipped: 0 });
    expect(await importEvents(copy, linesOf(whole))).toEqual({ imported: 0, skipped: 5 });
    const strip = ({ position: _position, ...rest }: { position: string }) => rest;
    expect((await collect(copy.readAll())).map(strip)).toEqual((await collect(source.readAll())).map(strip));
  });

  it('refuses an export filtered by type: its streams would lose revisions', async () => {
    const source = await freshStore();
    await source.append('ledger-1', [event('Opened', '2026-11-01T00:00:00.000Z'), event('Credited', '2026-11-02T00:00:00.000Z')]);
    await expect(importEvents(await freshStore(), linesOf(await exported(source, { types: ['Credited'] })))).rejects.toThrow(/whole export/);
  });
});
