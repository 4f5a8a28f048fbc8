import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createPostgresEventStore, defineEvent, eventsOf, migrateEventStore, newEvent, type EventStore, type EventsIn, type ReadStreamOptions } from '@sankofa/events';
import { createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import type pg from 'pg';
import { createStreamStates, readFolded, type FoldedStream, type StreamFold } from './stream-states.ts';

const Noted = defineEvent('Noted', z.object({ text: z.string() }));
const noted = eventsOf(Noted);
const context = { actorId: 'test', correlationId: 'test' };
const note = (text: string) => newEvent(Noted, { text }, context);

/** The notes of a stream, in order. */
const notes: StreamFold<string[], EventsIn<typeof noted>> = { handles: noted, initialState: [], evolve: (texts, event) => [...texts, event.data.text] };
const foldedTo = (revision: number): FoldedStream<string[]> => ({ state: [], revision, position: null });

describe('kept stream states', () => {
  it('forget the least recently used stream beyond their capacity', () => {
    const states = createStreamStates<string[]>(2);
    states.keep('a', foldedTo(0));
    states.keep('b', foldedTo(0));
    states.get('a');
    states.keep('c', foldedTo(0));
    expect([states.get('a'), states.get('b'), states.get('c')].map((folded) => folded?.revision)).toEqual([0, undefined, 0]);
  });

  it('keep the fold further along when reads of one stream finish out of order', () => {
    const states = createStreamStates<string[]>(10);
    states.keep('a', foldedTo(3));
    states.keep('a', foldedTo(1));
    expect(states.get('a')?.revision).toBe(3);
    states.keep('a', foldedTo(4));
    expect(states.get('a')?.revision).toBe(4);
  });
});

describe('reading a stream through its kept fold', () => {
  let pools: pg.Pool[];
  let store: EventStore;
  /** Another instance's store on the same log: what it appends, this process's kept folds do not know of. */
  let otherInstance: EventStore;
  const reads: Array<ReadStreamOptions | undefined> = [];

  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
    pools = [createPool(databaseUrl), createPool(databaseUrl)];
    await migrateEventStore(pools[0]!);
    const [ours, theirs] = pools.map((pool) => createPostgresEventStore(pool));
    store = {
      ...ours!,
      readStream: (stream, options) => {
        reads.push(options);
        return ours!.readStream(stream, options);
      },
    };
    otherInstance = theirs!;
  });
  afterAll(async () => {
    await Promise.all([store.close(), otherInstance.close()]);
    await Promise.all(pools.map((pool) => pool.end()));
  });

  it('reads only the events after the kept fold, and so sees what another instance appended since', async () => {
    const states = createStreamStates<string[]>(10);
    await store.append('notes-1', [note('one'), note('two')]);
    expect(await readFolded(store, 'notes-1', notes, states)).toMatchObject({ state: ['one', 'two'], revision: 1 });

    await otherInstance.append('notes-1', [note('three')]);
    reads.length = 0;
    const folded = await readFolded(store, 'notes-1', notes, states);
    expect(folded).toMatchObject({ state: ['one', 'two', 'three'], revision: 2 });
    expect(reads).toEqual([{ from: 2 }]);
    expect(states.get('notes-1')).toEqual(folded);
  });

  it('reads a stream it never kept from its start, and a missing one as not folded', async () => {
    const states = createStreamStates<string[]>(10);
    expect(await readFolded(store, 'notes-none', notes, states)).toEqual({ state: [], revision: null, position: null });
    await otherInstance.append('notes-none', [note('first')]);
    expect(await readFolded(store, 'notes-none', notes, states)).toMatchObject({ state: ['first'], revision: 0 });
  });
});
