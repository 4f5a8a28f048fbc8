import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Projector } from '../projector.ts';
import { loadBuilds } from './checkpoints.ts';
import { createProjectionRuntime } from './runtime.ts';
import { ledgerProjector, type LedgerOptions } from './testing/ledger-projector.ts';
import { appendMany, openTestLog, rowsOf, silentLogger, waitUntilCaughtUp, type TestLog } from './testing/test-log.ts';

interface Sample {
  versions: number[];
  balanceVersions: number[];
  entries: number;
  counted: number;
}

/** Reads both public views in one statement, as a query-api route would, until stopped. */
const sampleViews = (log: TestLog) => {
  const samples: Sample[] = [];
  const errors: unknown[] = [];
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      try {
        const { rows } = await log.pool.query<Sample>(`SELECT
          (SELECT array_agg(DISTINCT version) FROM ledger_entries) AS "versions",
          (SELECT array_agg(DISTINCT version) FROM ledger_balances) AS "balanceVersions",
          (SELECT count(*)::int FROM ledger_entries) AS entries,
          (SELECT sum(entries)::int FROM ledger_balances) AS counted`);
        samples.push(rows[0]!);
      } catch (error) {
        errors.push(error);
      }
      await sleep(2);
    }
  })();
  return { samples, errors, stop: async () => ((stopped = true), await done) };
};

const ledgerTables = async (log: TestLog, schema: string) => ({
  entries: await rowsOf(log.pool, `SELECT event_id, amount::int FROM ${schema}.ledger_entries ORDER BY position`),
  balances: await rowsOf(log.pool, `SELECT stream, total, entries FROM ${schema}.ledger_balances ORDER BY stream`),
});

/** Version 2 changes a column's type, so its views cannot simply be replaced in place. */
const ledgerV2 = (options: LedgerOptions = {}): Projector => {
  const base = ledgerProjector({ ...options, version: 2, writer: 'v2' });
  return {
    ...base,
    async init(tx) {
      await base.init(tx);
      await tx.query('ALTER TABLE ledger_entries ALTER COLUMN amount TYPE bigint');
    },
  };
};

describe('blue/green rebuild', () => {
  let log: TestLog;
  const options = () => ({ store: log.store, pool: log.pool, logger: silentLogger, batchSize: 100, leaseSeconds: 2 });
  beforeAll(async () => {
    log = await openTestLog();
    await appendMany(log.store, { category: 'account', streams: 50, count: 2000 });
  });
  afterAll(() => log.close());

  it('keeps the old version serving while the new one builds, then switches both views at once', async () => {
    const v1 = createProjectionRuntime({ ...options(), projectors: [ledgerProjector({ writer: 'v1' })] });
    await v1.start();
    await waitUntilCaughtUp(v1, log);

    const reader = sampleViews(log);
    let appending: Promise<void> | undefined;
    const slowV2 = ledgerV2({ afterWrites: async (_events, tx) => void (await tx.query('SELECT pg_sleep(0.02)')) });
    const v2 = createProjectionRuntime({ ...options(), projectors: [slowV2] });
    await v2.rebuild('ledger', () => {
      appending ??= appendMany(log.store, { category: 'account', streams: 30, count: 300 });
    });
    await appending;
    // Two more samples: the one under way as the switch came may still show version 1; the next began after it.
    const switchedAt = reader.samples.length;
    await expect.poll(() => reader.samples.length).toBeGreaterThan(switchedAt + 1);
    await reader.stop();

    expect(reader.errors).toEqual([]);
    const served = reader.samples.map((sample) => sample.versions.join());
    expect(served).toContain('1');
    expect(served.at(-1)).toBe('2');
    expect(served.indexOf('2')).toBeGreaterThan(served.lastIndexOf('1'));
    for (const sample of reader.samples) {
      // Never a half-built table, never one view of each version.
      expect(sample.balanceVersions).toEqual(sample.versions);
      expect(sample.counted).toBe(sample.entries);
      expect(sample.entries).toBeGreaterThanOrEqual(2000);
    }
    expect((await loadBuilds(log.pool, ['ledger'])).map((build) => [build.schemaName, build.active])).toEqual([['projection_ledger_v2', true]]);
    expect(await rowsOf(log.pool, `SELECT nspname FROM pg_namespace WHERE nspname LIKE 'projection_ledger%'`)).toEqual([{ nspname: 'projection_ledger_v2' }]);
    await v1.stop();

    const serving = createProjectionRuntime({ ...options(), projectors: [ledgerV2()] });
    await serving.start();
    await waitUntilCaughtUp(serving, log);
    await serving.stop();
    const replay = await serving.replay('ledger');
    expect(replay.events).toBe(2300);
    expect(await ledgerTables(log, 'public')).toEqual(await ledgerTables(log, replay.schemaName));
  });

  it('rebuilds the version already serving into its twin schema, and resets in place', async () => {
    const runtime = createProjectionRuntime({ ...options(), projectors: [ledgerV2()] });
    await runtime.start();
    const before = await ledgerTables(log, 'public');

    await runtime.rebuild('ledger');
    expect((await loadBuilds(log.pool, ['ledger'])).map((build) => build.schemaName)).toEqual(['projection_ledger_v2_b']);
    expect(await ledgerTables(log, 'public')).toEqual(before);
    await runtime.rebuild('ledger');
    expect((await loadBuilds(log.pool, ['ledger'])).map((build) => build.schemaName)).toEqual(['projection_ledger_v2']);

    // The running runtime picks the rebuilt build up and follows the log with it.
    await appendMany(log.store, { category: 'wallet', streams: 5, count: 100 });
    await waitUntilCaughtUp(runtime, log);
    await runtime.reset('ledger');
    await appendMany(log.store, { category: 'wallet', streams: 5, count: 50 });
    await waitUntilCaughtUp(runtime, log);
    await runtime.stop();

    const replay = await runtime.replay('ledger');
    expect(replay.events).toBe(2450);
    expect(await ledgerTables(log, 'public')).toEqual(await ledgerTables(log, replay.schemaName));
    expect(await rowsOf(log.pool, 'SELECT count(DISTINCT writer)::int AS writers FROM public.ledger_entries')).toEqual([{ writers: 1 }]);
  });

  it("creates a rebuild's secondary indexes once it has caught up, before it serves; a first build has them at once", async () => {
    const seenWhileBuilding: (string | null)[] = [];
    const indexed = (version: number): Projector => ({
      ...ledgerProjector({
        name: 'indexed',
        version,
        afterWrites: async (_events, tx) => {
          const { rows } = await tx.query<{ index: string | null }>(`SELECT to_regclass('indexed_entries_by_stream')::text AS index`);
          seenWhileBuilding.push(rows[0]!.index);
        },
      }),
      createIndexes: async (tx) => {
        await tx.query('CREATE INDEX IF NOT EXISTS indexed_entries_by_stream ON indexed_entries (stream)');
      },
    });
    const schemasWithIndex = async () =>
      (await log.pool.query<{ schemaname: string }>(`SELECT schemaname FROM pg_indexes WHERE indexname = 'indexed_entries_by_stream' ORDER BY schemaname`)).rows.map((row) => row.schemaname);

    const first = createProjectionRuntime({ ...options(), projectors: [indexed(1)] });
    await first.start();
    await waitUntilCaughtUp(first, log);
    await first.stop();
    expect(await schemasWithIndex()).toEqual(['projection_indexed_v1']);

    seenWhileBuilding.length = 0;
    await createProjectionRuntime({ ...options(), projectors: [indexed(2)] }).rebuild('indexed');
    expect(seenWhileBuilding.length).toBeGreaterThan(0);
    expect(new Set(seenWhileBuilding)).toEqual(new Set([null]));
    expect(await schemasWithIndex()).toEqual(['projection_indexed_v2']);
    expect(await rowsOf(log.pool, 'SELECT count(*)::int AS entries FROM public.indexed_entries')).toEqual([{ entries: 2450 }]);
  });
});
