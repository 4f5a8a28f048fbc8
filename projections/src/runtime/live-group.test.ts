import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import type { EventStore } from '@sankofa/events';
import type { Projector } from '../projector.ts';
import { ensureBuilds } from './builds.ts';
import { loadBuilds } from './checkpoints.ts';
import { acquireLease, stealLease } from './leases.ts';
import { createLiveGroup } from './live-group.ts';
import { createProjectionRuntime, type ProjectionRuntime } from './runtime.ts';
import { isPoison, ledgerProjector, type LedgerOptions } from './testing/ledger-projector.ts';
import { appendMany, logHead, openTestLog, rowsOf, silentLogger, testEvent, waitFor, waitUntilCaughtUp, type TestLog } from './testing/test-log.ts';

/** Counts the store's live subscriptions: a group has one, whatever the number of projectors. */
const countingSubscriptions = (store: EventStore) => {
  const counted = { subscriptions: 0 };
  const wrapped: EventStore = Object.assign(Object.create(store) as EventStore, {
    subscribe: (options: Parameters<EventStore['subscribe']>[0]) => {
      counted.subscriptions += 1;
      return store.subscribe(options);
    },
  });
  return { store: wrapped, counted };
};

/** Records the transaction id each batch of a ledger was applied in. */
const recordingTransactions = (transactions: string[]): LedgerOptions['afterWrites'] => async (_events, tx) => {
  const { rows } = await tx.query<{ id: string }>('SELECT txid_current()::text AS id');
  transactions.push(rows[0]!.id);
};

const entries = async (pool: pg.Pool, table: string) =>
  rowsOf(pool, `SELECT count(*)::int AS n, count(DISTINCT event_id)::int AS distinct_events FROM public.${table}`);

const followingLive = (runtime: ProjectionRuntime) =>
  waitFor('every projector to follow the log live', async () => (await runtime.status()).every((status) => status.state === 'running'));

const startRuntime = (log: TestLog, projectors: Projector[], store: EventStore = log.store) =>
  createProjectionRuntime({ store, pool: log.pool, projectors, logger: silentLogger, batchSize: 100, leaseSeconds: 30 });

describe('the live group of a runtime', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it('feeds every caught-up projector from one subscription, each batch in one transaction for all of them', async () => {
    const first: string[] = [];
    const second: string[] = [];
    const { store, counted } = countingSubscriptions(log.store);
    const runtime = startRuntime(log, [ledgerProjector({ afterWrites: recordingTransactions(first) }), ledgerProjector({ name: 'ledger_b', afterWrites: recordingTransactions(second) })], store);
    await appendMany(log.store, { category: 'account', streams: 5, count: 20 });
    await runtime.start();
    await waitUntilCaughtUp(runtime, log);
    await followingLive(runtime);
    first.length = 0;
    second.length = 0;

    await appendMany(log.store, { category: 'account', streams: 5, count: 200 });
    await waitUntilCaughtUp(runtime, log);
    await runtime.stop();

    expect(counted.subscriptions).toBe(1);
    expect(first.length).toBeGreaterThan(0);
    expect(second).toEqual(first);
    expect(await entries(log.pool, 'ledger_entries')).toEqual([{ n: 220, distinct_events: 220 }]);
    expect(await entries(log.pool, 'ledger_b_entries')).toEqual([{ n: 220, distinct_events: 220 }]);
  });

  it('applies a lone event at once, and the events that follow it within the linger together', async () => {
    const batches: number[] = [];
    const runtime = createProjectionRuntime({
      store: log.store,
      pool: log.pool,
      logger: silentLogger,
      batchSize: 100,
      leaseSeconds: 30,
      liveLingerMs: 2_000,
      projectors: [ledgerProjector({ name: 'lingering', afterWrites: async (events) => void batches.push(events.length) })],
    });
    await runtime.start();
    await followingLive(runtime);
    batches.length = 0;

    await log.store.append('account-lone', [testEvent('AmountAdded', { amount: 1 })]);
    await waitFor('the lone event to be applied', async () => batches.length === 1);
    for (let each = 0; each < 4; each++) await log.store.append(`account-following-${each}`, [testEvent('AmountAdded', { amount: 1 })]);
    await waitFor('the four that followed', async () => batches.reduce((sum, size) => sum + size, 0) === 5);
    await runtime.stop();

    expect(batches).toEqual([1, 4]);
  });
});

describe('a member of the live group', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it('that meets a poison event fails at it alone, and the others stay live', async () => {
    const runtime = startRuntime(log, [ledgerProjector({ name: 'fragile', rejects: isPoison }), ledgerProjector({ name: 'sturdy' })]);
    await runtime.start();
    await appendMany(log.store, { category: 'account', streams: 3, count: 30 });
    await waitUntilCaughtUp(runtime, log);
    await followingLive(runtime);

    const [poisonPosition] = (await log.store.append('account-poisoned', [testEvent('AmountAdded', { amount: 1, poison: true })])).positions;
    await waitFor('the fragile projector to fail', async () => (await runtime.status()).some((status) => status.name === 'fragile' && status.state === 'failed'));
    await appendMany(log.store, { category: 'account', streams: 3, count: 30 });
    await waitUntilCaughtUp(runtime, log, ['sturdy']);

    const fragile = (await runtime.status()).find((status) => status.name === 'fragile')!;
    expect(fragile.failure?.position).toBe(poisonPosition);
    expect(fragile.position! < poisonPosition!).toBe(true);
    expect(await entries(log.pool, 'fragile_entries')).toEqual([{ n: 30, distinct_events: 30 }]);
    expect(await entries(log.pool, 'sturdy_entries')).toEqual([{ n: 61, distinct_events: 61 }]);
    await runtime.stop();
  });

  it('whose lease is taken stops writing, and the others stay live', async () => {
    const runtime = startRuntime(log, [ledgerProjector({ name: 'taken' }), ledgerProjector({ name: 'kept' })]);
    await runtime.start();
    await waitUntilCaughtUp(runtime, log);
    await followingLive(runtime);
    const [taken] = await loadBuilds(log.pool, ['taken']);
    await stealLease(log.pool, taken!, 'thief', 60);
    const before = await entries(log.pool, 'kept_entries');
    expect(await entries(log.pool, 'taken_entries')).toEqual(before);

    await appendMany(log.store, { category: 'account', streams: 4, count: 40 });
    await waitUntilCaughtUp(runtime, log, ['kept']);
    const { n } = before[0] as { n: number };
    expect(await entries(log.pool, 'kept_entries')).toEqual([{ n: n + 40, distinct_events: n + 40 }]);
    expect(await entries(log.pool, 'taken_entries')).toEqual(before);
    expect((await loadBuilds(log.pool, ['taken']))[0]).toMatchObject({ leaseOwner: 'thief', position: taken!.position });
    await runtime.stop();
  });

  it('whose batch dies before its commit applies that batch again, with the others, and nothing twice', async () => {
    let armed = false;
    let killed = false;
    const dying = ledgerProjector({
      name: 'dying',
      afterWrites: async (events, tx) => {
        if (!armed || killed || events.length === 0) return;
        killed = true;
        // A database failure mid-transaction (not the projector's fault): nothing of the batch commits, for any member.
        await tx.query(`DO $$ BEGIN RAISE EXCEPTION 'could not serialize access' USING ERRCODE = '40001'; END $$`);
      },
    });
    const runtime = startRuntime(log, [dying, ledgerProjector({ name: 'bystander' })]);
    await runtime.start();
    await waitUntilCaughtUp(runtime, log);
    await followingLive(runtime);
    armed = true;
    await appendMany(log.store, { category: 'account', streams: 4, count: 80 });
    await waitUntilCaughtUp(runtime, log);
    await runtime.stop();

    expect(killed).toBe(true);
    const total = (await entries(log.pool, 'bystander_entries'))[0];
    expect(await entries(log.pool, 'dying_entries')).toEqual([total]);
    expect(total).toMatchObject({ n: (total as { distinct_events: number }).distinct_events });
  });
});

/** A build of the projector leased to `owner`, as a worker holds it, to drive a group directly. */
const leasedWriter = async (log: TestLog, projector: Projector, owner: string) => {
  const build = (await ensureBuilds(log.pool, log.store, projector)).find((candidate) => candidate.version === projector.version);
  await acquireLease(log.pool, build!, owner, 30);
  return { pool: log.pool, projector, schemaName: build!.schemaName, owner, leaseSeconds: 30 };
};

describe('a late joiner of the live group', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it('is first brought to the group cursor, so it misses nothing and applies nothing twice', async () => {
    const group = createLiveGroup({ store: log.store, pool: log.pool, batchSize: 50 });
    const stop = new AbortController();
    const options = { store: log.store, batchSize: 50, signal: stop.signal };
    const early = await leasedWriter(log, ledgerProjector({ name: 'early' }), 'early#1');
    const late = await leasedWriter(log, ledgerProjector({ name: 'late' }), 'late#1');
    const atHead = (name: string) => async () => (await loadBuilds(log.pool, [name]))[0]?.position === (await logHead(log));

    const following = group.follow(early, { position: null, lastEventAt: null }, options);
    await appendMany(log.store, { category: 'account', streams: 5, count: 150 });
    await waitFor('the early member to reach the head', atHead('early'));
    const joined = group.follow(late, { position: null, lastEventAt: null }, options);
    await appendMany(log.store, { category: 'account', streams: 5, count: 50 });
    await waitFor('the late member to reach the head', atHead('late'));
    await waitFor('the early member to reach the head', atHead('early'));
    stop.abort();

    const results: { applied: number }[] = await Promise.all([following, joined]);
    expect(results.map((result) => result.applied)).toEqual([200, 200]);
    expect(await entries(log.pool, 'early_entries')).toEqual([{ n: 200, distinct_events: 200 }]);
    expect(await entries(log.pool, 'late_entries')).toEqual([{ n: 200, distinct_events: 200 }]);
  });
});

describe('a blue/green twin in the live group', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it("follows beside its projector's serving build, each writing its own tables", async () => {
    const group = createLiveGroup({ store: log.store, pool: log.pool, batchSize: 50 });
    const stop = new AbortController();
    const options = { store: log.store, batchSize: 50, signal: stop.signal };
    const serving = await leasedWriter(log, ledgerProjector({ name: 'twinned' }), 'twinned#1');
    const twin = await leasedWriter(log, ledgerProjector({ name: 'twinned', version: 2 }), 'twinned#2');
    const other = await leasedWriter(log, ledgerProjector({ name: 'beside' }), 'beside#1');
    expect(twin.schemaName).not.toBe(serving.schemaName);
    const start = { position: null, lastEventAt: null };
    const following = [serving, twin, other].map((writer) => group.follow(writer, start, options));
    await appendMany(log.store, { category: 'account', streams: 5, count: 60 });
    const head = await logHead(log);
    await waitFor('every build to reach the head', async () => (await loadBuilds(log.pool, ['twinned', 'beside'])).every((build) => build.position === head));
    stop.abort();
    await Promise.all(following);

    const written = (schema: string, table: string) => rowsOf(log.pool, `SELECT count(*)::int AS n, min(version) AS version FROM "${schema}".${table}`);
    expect(await written(serving.schemaName, 'twinned_entries')).toEqual([{ n: 60, version: 1 }]);
    expect(await written(twin.schemaName, 'twinned_entries')).toEqual([{ n: 60, version: 2 }]);
    expect(await written(other.schemaName, 'beside_entries')).toEqual([{ n: 60, version: 1 }]);
  });
});
