import { randomInt, randomUUID } from 'node:crypto';
import { createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, testEvent } from '../contract/test-events.ts';
import { ConcurrencyError, type AppendResult, type EventStore, type StreamAppend } from '../store.ts';
import { decodePosition } from './position.ts';
import { createPostgresEventStore } from './postgres-event-store.ts';
import { migrateEventStore } from './schema.ts';

let pool: ReturnType<typeof createPool>;
/** One write at a time: an append made while another is written waits, with every other such append, for the next group. */
let store: EventStore;

beforeAll(async () => {
  pool = createPool(await createTestDatabase());
  await migrateEventStore(pool);
  store = createPostgresEventStore(pool, { groupCommit: { maxInFlight: 1 } });
});
afterAll(async () => {
  await store.close();
  await pool.end();
});

const name = (prefix: string) => `${prefix}-${randomUUID()}`;
const transactionOf = (position: string) => decodePosition(position).transactionId;
const revisionOf = async (stream: string) => (await collect(store.readStream(stream))).at(-1)?.revision ?? 'no_stream';
/** Appended alone, at once: what is appended while it is written forms a group. */
const lead = () => store.append(name('lead'), [testEvent('Led')]);

describe('appends made while one is written', () => {
  it('are written together in one transaction, each at its own revision, as the log then reads them', async () => {
    const streams = Array.from({ length: 20 }, () => name('grouped'));
    const leading = lead();
    const appends = streams.map((stream, index) =>
      index % 2 === 0
        ? store.append(stream, [testEvent('Counted'), testEvent('Counted')], { expected: 'no_stream' }).then((result) => [result])
        : store.appendToStreams([
            { stream, events: [testEvent('Counted')], expected: 'no_stream' },
            { stream: `${stream}-other`, events: [testEvent('Counted')] },
          ]),
    );
    const [led, results] = [await leading, await Promise.all(appends)];

    const groupTransactions = new Set(results.flat().flatMap(({ positions }) => positions.map(transactionOf)));
    expect([...groupTransactions]).toHaveLength(1);
    expect(groupTransactions.has(transactionOf(led.positions[0]!))).toBe(false);
    for (const [index, stream] of streams.entries()) {
      const written = await collect(store.readStream(stream));
      expect(results[index]![0]).toEqual({ revision: written.at(-1)!.revision, positions: written.map(({ position }) => position) });
    }
    const allPositions = results.flat().flatMap(({ positions }) => positions);
    expect([...allPositions].sort()).toEqual(allPositions);
  });

  it('refuse only the command whose expected revision does not hold, and put back what it had moved', async () => {
    const [moved, stale, created, checked, beside] = [name('a-moved'), name('b-stale'), name('a-created'), name('b-checked'), name('beside')];
    await store.append(moved, [testEvent('Counted')], { expected: 'no_stream' });
    await store.append(stale, [testEvent('Counted'), testEvent('Counted')], { expected: 'no_stream' });
    await store.append(checked, [testEvent('Counted')], { expected: 'no_stream' });

    const leading = lead();
    const refusedMove = store.appendToStreams([
      { stream: moved, events: [testEvent('Counted')], expected: 0 },
      { stream: stale, events: [testEvent('Counted')], expected: 0 },
    ]);
    const refusedCreate = store.appendToStreams([
      { stream: created, events: [testEvent('Counted')], expected: 'no_stream' },
      { stream: checked, events: [], expected: 3 },
    ]);
    const written = store.append(beside, [testEvent('Counted')], { expected: 'no_stream' });
    await leading;

    await expect(refusedMove).rejects.toEqual(new ConcurrencyError(stale, 0, 1));
    await expect(refusedCreate).rejects.toEqual(new ConcurrencyError(checked, 3, 0));
    expect((await written).revision).toBe(0);
    expect([await revisionOf(moved), await revisionOf(stale), await revisionOf(created)]).toEqual([0, 1, 'no_stream']);
    // The streams are where they were, not only their events: the next appends expect what the reads say.
    await store.append(moved, [testEvent('Counted')], { expected: 0 });
    await store.append(created, [testEvent('Counted')], { expected: 'no_stream' });
  });

  it('at the same revision of one stream: the first is written, the next is refused at the revision the first made', async () => {
    const stream = name('contended');
    await store.append(stream, [testEvent('Counted')], { expected: 'no_stream' });
    const leading = lead();
    const first = store.append(stream, [testEvent('First')], { expected: 0 });
    const second = store.append(stream, [testEvent('Second')], { expected: 0 });
    await leading;

    expect((await first).revision).toBe(1);
    await expect(second).rejects.toEqual(new ConcurrencyError(stream, 0, 1));
    expect((await collect(store.readStream(stream))).map(({ type }) => type)).toEqual(['Counted', 'First']);
  });

  it('answer a command PostgreSQL refuses with its error alone, and write the rest of its group', async () => {
    const [refusedStream, writtenStream] = [name('refused'), name('written')];
    const leading = lead();
    // jsonb holds no NUL character: PostgreSQL refuses the whole statement.
    const refused = store.append(refusedStream, [testEvent('Counted', { text: 'a\u0000b' })]);
    const written = store.append(writtenStream, [testEvent('Counted')]);
    await leading;

    await expect(refused).rejects.toMatchObject({ code: '22P05' });
    expect((await written).revision).toBe(0);
    expect(await revisionOf(refusedStream)).toBe('no_stream');
  });
});

describe('two stores appending to the same few streams at once', () => {
  it('leave every stream with whole revisions, each written event where its answer says, and refuse only with ConcurrencyError', async () => {
    const other = createPool(pool.options.connectionString!);
    const stores = [createPostgresEventStore(pool), createPostgresEventStore(other)];
    const streams = Array.from({ length: 6 }, () => name('shared'));
    // What each writer last saw of a stream: often stale, as the other store moves it too.
    const seen = new Map<string, number>();
    const written: { appends: StreamAppend[]; results: AppendResult[] }[] = [];
    const refusals: unknown[] = [];

    const writer = async (store: EventStore) => {
      for (let turn = 0; turn < 40; turn += 1) {
        const [first, second] = [streams[randomInt(streams.length)]!, streams[randomInt(streams.length)]!];
        const appends = [...new Set([first, second])].map((stream): StreamAppend => {
          const expected = seen.has(stream) && randomInt(2) === 0 ? seen.get(stream)! : 'any';
          return { stream, events: [testEvent('Counted', { turn })], expected };
        });
        try {
          const results = await store.appendToStreams(appends);
          written.push({ appends, results });
          appends.forEach(({ stream }, index) => seen.set(stream, results[index]!.revision));
        } catch (error) {
          refusals.push(error);
        }
      }
    };
    try {
      await Promise.all(stores.flatMap((store) => Array.from({ length: 6 }, () => writer(store))));
    } finally {
      await Promise.all(stores.map((store) => store.close()));
      await other.end();
    }

    expect(refusals.every((error) => error instanceof ConcurrencyError)).toBe(true);
    expect(written.length).toBeGreaterThan(0);
    const logged = new Map((await Promise.all(streams.map((stream) => collect(store.readStream(stream))))).flat().map((event) => [event.position, event]));
    for (const stream of streams) {
      const revisions = [...logged.values()].filter((event) => event.stream === stream).map(({ revision }) => revision);
      expect(revisions).toEqual(revisions.map((_, index) => index));
    }
    for (const { appends, results } of written) {
      appends.forEach(({ stream }, index) => {
        const event = logged.get(results[index]!.positions[0]!);
        expect(event).toMatchObject({ stream, revision: results[index]!.revision });
      });
    }
    expect(logged.size).toBe(written.reduce((sum, { appends }) => sum + appends.length, 0));
  });
});
