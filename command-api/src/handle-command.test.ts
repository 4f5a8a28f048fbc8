import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ConcurrencyError,
  createPostgresEventStore,
  defineEvent,
  eventsOf,
  migrateEventStore,
  newEvent,
  type EventContext,
  type EventStore,
  type NewEvent,
} from '@sankofa/events';
import { ConflictError, createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import type pg from 'pg';
import type { Decider } from './decider.ts';
import { handleCommandOnKeptFold } from './decide-on-kept-fold.ts';
import { DEFAULT_MAX_ATTEMPTS, handleCommand, retryOnConflict } from './handle-command.ts';
import { createStreamStates } from './stream-states.ts';

/*
 * The decider pattern, on a counter: commands are a discriminated union, `decide` switches on
 * `type` with a `never` default (a new command that is not handled does not compile), rule
 * violations are typed errors, and deciding nothing is an empty array.
 */
const Incremented = defineEvent('Incremented', z.object({ by: z.number().int().positive() }), {
  version: 2,
  upcasters: { 1: (data) => ({ by: (data as { amount: number }).amount }) },
});
const Decremented = defineEvent('Decremented', z.object({ by: z.number().int().positive() }));

type CounterCommand = { type: 'Increment'; by: number } | { type: 'Decrement'; by: number } | { type: 'Touch' };
type CounterEvent = NewEvent<'Incremented', { by: number }> | NewEvent<'Decremented', { by: number }>;
interface Counter {
  value: number;
}

const counter: Decider<Counter, CounterCommand, CounterEvent> = {
  handles: eventsOf(Incremented, Decremented),
  initialState: { value: 0 },
  evolve: (state, event) => {
    switch (event.type) {
      case 'Incremented':
        return { value: state.value + event.data.by };
      case 'Decremented':
        return { value: state.value - event.data.by };
    }
  },
  decide: (command, state, context) => {
    switch (command.type) {
      case 'Increment':
        return [newEvent(Incremented, { by: command.by }, context)];
      case 'Decrement':
        if (state.value < command.by) throw new ConflictError(`Counter is at ${state.value}`, 'counter_too_low');
        return [newEvent(Decremented, { by: command.by }, context)];
      case 'Touch':
        return [];
      default: {
        const unhandled: never = command;
        throw new Error(`Unhandled command ${JSON.stringify(unhandled)}`);
      }
    }
  },
};

/** A reservation: the first command creates the stream, expecting `no_stream`; any later one is a conflict. */
const Reserved = defineEvent('Reserved', z.object({ owner: z.string() }));
type Reservation = { owner: string | null };
const reservation: Decider<Reservation, { type: 'Reserve'; owner: string }, NewEvent<'Reserved', { owner: string }>> = {
  handles: eventsOf(Reserved),
  initialState: { owner: null },
  evolve: (_state, event) => ({ owner: event.data.owner }),
  decide: (command, state, context) => {
    if (state.owner) throw new ConflictError(`Already reserved by ${state.owner}`, 'already_reserved');
    return [newEvent(Reserved, { owner: command.owner }, context)];
  },
};

const context: EventContext = { actorId: 'member-1', correlationId: 'test' };
let pool: pg.Pool;
let store: EventStore;

beforeAll(async () => {
  pool = createPool(await createTestDatabase());
  await migrateEventStore(pool);
  store = createPostgresEventStore(pool);
});
afterAll(async () => {
  await store.close();
  await pool.end();
});

const streamLength = async (stream: string) => {
  let count = 0;
  for await (const _event of store.readStream(stream)) count++;
  return count;
};

describe('handleCommand', () => {
  it('appends what the decider decides and answers with the new state, revision and position', async () => {
    const first = await handleCommand({ store, stream: 'counter-a', decider: counter, command: { type: 'Increment', by: 2 }, context });
    const second = await handleCommand({ store, stream: 'counter-a', decider: counter, command: { type: 'Increment', by: 3 }, context });
    expect(first).toMatchObject({ state: { value: 2 }, revision: 0 });
    expect(second).toMatchObject({ state: { value: 5 }, revision: 1 });
    expect(second.events).toEqual([expect.objectContaining({ type: 'Incremented', data: { by: 3 }, stream: 'counter-a', revision: 1 })]);
    expect(second.position).toBe(second.events[0]?.position);
    expect(second.position! > first.position!).toBe(true);
    expect(second.events[0]?.metadata).toMatchObject({ actorId: 'member-1', correlationId: 'test' });
  });

  it('appends nothing when the decider decides nothing, and answers with the stream as it is', async () => {
    const before = await handleCommand({ store, stream: 'counter-b', decider: counter, command: { type: 'Increment', by: 1 }, context });
    const touched = await handleCommand({ store, stream: 'counter-b', decider: counter, command: { type: 'Touch' }, context });
    expect(touched).toEqual({ events: [], state: { value: 1 }, revision: 0, position: before.position });
    const untouched = await handleCommand({ store, stream: 'counter-never', decider: counter, command: { type: 'Touch' }, context });
    expect(untouched).toEqual({ events: [], state: { value: 0 }, revision: null, position: null });
    expect(await streamLength('counter-never')).toBe(0);
  });

  it('lets a rule violation through as its typed error, appending nothing', async () => {
    const attempt = handleCommand({ store, stream: 'counter-c', decider: counter, command: { type: 'Decrement', by: 1 }, context });
    await expect(attempt).rejects.toMatchObject({ status: 409, code: 'counter_too_low' });
    expect(await streamLength('counter-c')).toBe(0);
  });

  it('upcasts old events through the events the decider handles before folding them', async () => {
    const old = newEvent(Incremented, { by: 1 }, context);
    await store.append('counter-old', [{ ...old, data: { amount: 4 }, metadata: { ...old.metadata, schemaVersion: 1 } }]);
    const result = await handleCommand({ store, stream: 'counter-old', decider: counter, command: { type: 'Increment', by: 1 }, context });
    expect(result.state).toEqual({ value: 5 });
  });

  it('passes over the events on its stream that the decider does not handle, and still appends after them', async () => {
    await store.append('counter-shared', [newEvent(Incremented, { by: 2 }, context), newEvent(Reserved, { owner: 'another feature' }, context)]);
    const result = await handleCommand({ store, stream: 'counter-shared', decider: counter, command: { type: 'Increment', by: 1 }, context });
    expect(result).toMatchObject({ state: { value: 3 }, revision: 2 });
  });

  it('decides again on the fresh state when concurrent commands race on one stream', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, () => handleCommand({ store, stream: 'counter-race', decider: counter, command: { type: 'Increment', by: 1 }, context })),
    );
    const succeeded = attempts.filter((attempt) => attempt.status === 'fulfilled').length;
    for (const attempt of attempts) {
      if (attempt.status === 'rejected') expect(attempt.reason).toMatchObject({ code: 'concurrent_modification' });
    }
    expect(succeeded).toBeGreaterThanOrEqual(5);
    expect(await streamLength('counter-race')).toBe(succeeded);
    const final = await handleCommand({ store, stream: 'counter-race', decider: counter, command: { type: 'Touch' }, context });
    expect(final.state.value).toBe(succeeded);
  });

  it('gives up with a 409 after a bounded number of attempts when the stream keeps changing', async () => {
    let appends = 0;
    const busyStore: EventStore = {
      ...store,
      append: async (stream, events, options) => {
        appends++;
        await store.append(stream, [newEvent(Incremented, { by: 1 }, context)]);
        return store.append(stream, events, options);
      },
    };
    const attempt = handleCommand({ store: busyStore, stream: 'counter-busy', decider: counter, command: { type: 'Increment', by: 1 }, context });
    await expect(attempt).rejects.toMatchObject({ code: 'concurrent_modification' });
    expect(appends).toBe(DEFAULT_MAX_ATTEMPTS);
  });

  it('creates a reservation stream once: a racing second reservation sees the first and is refused', async () => {
    const [first, second] = await Promise.allSettled([
      handleCommand({ store, stream: 'email-abc', decider: reservation, command: { type: 'Reserve', owner: 'ama' }, context }),
      handleCommand({ store, stream: 'email-abc', decider: reservation, command: { type: 'Reserve', owner: 'kofi' }, context }),
    ]);
    const outcomes = [first, second].map((outcome) => outcome?.status).sort();
    expect(outcomes).toEqual(['fulfilled', 'rejected']);
    const refused = [first, second].find((outcome) => outcome?.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, code: 'already_reserved' });
    expect(await streamLength('email-abc')).toBe(1);
  });

  it('tries again on a conflict only: any other error ends the command at once', async () => {
    let attempts = 0;
    const conflictThenDone = retryOnConflict('counter-retried', 3, async () => {
      attempts++;
      if (attempts === 1) throw new ConcurrencyError('counter-retried', 0, 1);
      return 'done';
    });
    expect(await conflictThenDone).toBe('done');
    const refused = retryOnConflict('counter-refused', 3, async () => {
      attempts++;
      throw new ConflictError('Quota used up', 'quota');
    });
    await expect(refused).rejects.toMatchObject({ code: 'quota' });
    expect(attempts).toBe(3);
  });
});

describe('handleCommandOnKeptFold', () => {
  /** Counts this process's reads; appends made with `store` itself stand for another instance's, which the kept folds miss. */
  const counting = () => {
    const reads: Array<{ from?: number }> = [];
    const reading: EventStore = { ...store, readStream: (stream, options) => (reads.push({ ...options }), store.readStream(stream, options)) };
    return { reads, reading, states: createStreamStates<Counter>(10) };
  };

  it('reads only the events after the kept fold, so it decides on what another instance appended', async () => {
    const { reads, reading, states } = counting();
    await handleCommandOnKeptFold({ store: reading, stream: 'counter-kept', decider: counter, command: { type: 'Increment', by: 1 }, context }, states, DEFAULT_MAX_ATTEMPTS);
    await store.append('counter-kept', [newEvent(Incremented, { by: 1 }, context)]);
    const refused = handleCommandOnKeptFold({ store: reading, stream: 'counter-kept', decider: counter, command: { type: 'Decrement', by: 3 }, context }, states, DEFAULT_MAX_ATTEMPTS);
    await expect(refused).rejects.toMatchObject({ code: 'counter_too_low', message: 'Counter is at 2' });
    expect(reads).toEqual([{ from: 1 }]);
  });

  it('decides before reading: on the kept fold, or on a new stream for one it never saw', async () => {
    const { reads, reading, states } = counting();
    const increment = () => handleCommandOnKeptFold({ store: reading, stream: 'counter-trusted', decider: counter, command: { type: 'Increment', by: 1 }, context }, states, DEFAULT_MAX_ATTEMPTS);
    await increment();
    expect(await increment()).toMatchObject({ state: { value: 2 }, revision: 1 });
    expect(reads).toEqual([]);
  });

  it('reads a stream it never saw once deciding on it as new meets a conflict', async () => {
    const { reads, reading, states } = counting();
    await store.append('counter-unseen', [newEvent(Incremented, { by: 1 }, context)]);
    const result = await handleCommandOnKeptFold({ store: reading, stream: 'counter-unseen', decider: counter, command: { type: 'Increment', by: 1 }, context }, states, DEFAULT_MAX_ATTEMPTS);
    expect(result).toMatchObject({ state: { value: 2 }, revision: 1 });
    expect(reads).toEqual([{}]);
  });

  it('lets no decision on a stale kept fold through: a conflict is decided again on the stream as read', async () => {
    const { reading, states } = counting();
    const decrement = () => handleCommandOnKeptFold({ store: reading, stream: 'counter-stale', decider: counter, command: { type: 'Decrement', by: 1 }, context }, states, DEFAULT_MAX_ATTEMPTS);
    await handleCommandOnKeptFold({ store: reading, stream: 'counter-stale', decider: counter, command: { type: 'Increment', by: 1 }, context }, states, DEFAULT_MAX_ATTEMPTS);
    await store.append('counter-stale', [newEvent(Decremented, { by: 1 }, context)]);
    await expect(decrement()).rejects.toMatchObject({ code: 'counter_too_low', message: 'Counter is at 0' });
    expect(await streamLength('counter-stale')).toBe(2);
  });

  it('decides a refusal, or nothing to do, again on the stream as read: the kept fold may be behind', async () => {
    const { reading, states } = counting();
    const command = (command: CounterCommand) => handleCommandOnKeptFold({ store: reading, stream: 'counter-behind', decider: counter, command, context }, states, DEFAULT_MAX_ATTEMPTS);
    await command({ type: 'Touch' });
    await store.append('counter-behind', [newEvent(Incremented, { by: 1 }, context)]);
    expect(await command({ type: 'Decrement', by: 1 })).toMatchObject({ state: { value: 0 }, revision: 1 });
    await store.append('counter-behind', [newEvent(Incremented, { by: 1 }, context)]);
    expect(await command({ type: 'Touch' })).toMatchObject({ state: { value: 1 }, revision: 2 });
  });
});

