import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionRuntime, type ProjectionRuntime } from './runtime.ts';
import { startWorkerProcess } from './testing/crash.ts';
import { ledgers } from './testing/ledger-projector.ts';
import { appendMany, openTestLog, rowsOf, silentLogger, waitFor, waitUntilCaughtUp, type TestLog } from './testing/test-log.ts';

const LEDGERS = 9;
const LEASE_SECONDS = 2;
const names = ledgers(LEDGERS, 'any').map((projector) => projector.name);

/** The live lease holders, by runtime (a lease owner is `<instance>#<worker>`). */
const buildsByRuntime = async (log: TestLog): Promise<Record<string, number>> => {
  const { rows } = await log.pool.query<{ instance: string; builds: number }>(
    `SELECT split_part(lease_owner, '#', 1) AS instance, count(*)::int AS builds FROM projection_checkpoints
     WHERE lease_expires_at > now() GROUP BY 1 ORDER BY 1`,
  );
  return Object.fromEntries(rows.map((row) => [row.instance, row.builds]));
};

/** Reads the lease table until stopped: every sample, each projector held by one runtime at most. */
const watchLeases = (log: TestLog) => {
  const doubles: unknown[] = [];
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const { rows } = await log.pool.query(
        `SELECT name, array_agg(DISTINCT split_part(lease_owner, '#', 1)) AS holders FROM projection_checkpoints
         WHERE lease_expires_at > now() GROUP BY name HAVING count(DISTINCT split_part(lease_owner, '#', 1)) > 1`,
      );
      doubles.push(...rows);
      await sleep(20);
    }
  })();
  return { doubles, stop: async () => ((stopped = true), await done) };
};

const ledgerTables = async (log: TestLog) => {
  const tables: Record<string, unknown> = {};
  for (const name of names) {
    tables[name] = {
      entries: await rowsOf(log.pool, `SELECT event_id, stream, position, amount FROM public.${name}_entries ORDER BY position`),
      balances: await rowsOf(log.pool, `SELECT stream, total::int, entries FROM public.${name}_balances ORDER BY stream`),
    };
  }
  return tables;
};

describe('several projections workers', () => {
  let log: TestLog;
  const runtimes: ProjectionRuntime[] = [];
  let crashing: { kill(): Promise<void> } | undefined;
  const runtime = (instanceId: string) => {
    const started = createProjectionRuntime({
      store: log.store,
      pool: log.pool,
      projectors: ledgers(LEDGERS, instanceId),
      logger: silentLogger,
      instanceId,
      batchSize: 100,
      leaseSeconds: LEASE_SECONDS,
    });
    runtimes.push(started);
    return started;
  };
  beforeAll(async () => {
    log = await openTestLog();
    await appendMany(log.store, { category: 'account', streams: 20, count: 500 });
  });
  afterAll(async () => {
    await crashing?.kill();
    await Promise.all(runtimes.map((each) => each.stop()));
    await log.close();
  });

  it('share the projectors, take over from one that dies within the lease time, give one that joins its share, and never write one twice', async () => {
    const leases = watchLeases(log);
    crashing = await startWorkerProcess({ DATABASE_URL: log.url, INSTANCE_ID: 'gamma', LEDGERS: String(LEDGERS), LEASE_SECONDS: String(LEASE_SECONDS) });
    await Promise.all([runtime('alpha').start(), runtime('beta').start()]);
    await waitFor('three even shares', async () => JSON.stringify(await buildsByRuntime(log)) === JSON.stringify({ alpha: 3, beta: 3, gamma: 3 }));
    await appendMany(log.store, { category: 'wallet', streams: 10, count: 300 });

    // Killed: it hands nothing back; its leases and its heartbeat expire within the lease time, and
    // the others look every third of it (the rest of the bound is slack for a loaded machine).
    await crashing.kill();
    await appendMany(log.store, { category: 'account', streams: 20, count: 200 });
    await waitFor(
      'the survivors to take its projectors over',
      async () => JSON.stringify(await buildsByRuntime(log)) === JSON.stringify({ alpha: 5, beta: 4 }) || JSON.stringify(await buildsByRuntime(log)) === JSON.stringify({ alpha: 4, beta: 5 }),
      2 * LEASE_SECONDS * 1000,
    );

    await runtime('delta').start();
    await appendMany(log.store, { category: 'wallet', streams: 10, count: 100 });
    await waitFor('the newcomer to get its share', async () => JSON.stringify(await buildsByRuntime(log)) === JSON.stringify({ alpha: 3, beta: 3, delta: 3 }));
    await waitUntilCaughtUp(runtimes[0]!, log);
    await leases.stop();
    expect(leases.doubles).toEqual([]);

    const shared = await ledgerTables(log);
    for (const name of names) {
      // Each ledger entry is one event applied: none twice, none lost, whoever wrote it.
      expect(await rowsOf(log.pool, `SELECT count(*)::int AS n, count(DISTINCT event_id)::int AS events FROM public.${name}_entries`)).toEqual([{ n: 1100, events: 1100 }]);
    }
    await Promise.all(runtimes.map((each) => each.stop()));
    await runtime('solo').rebuildAll(names);
    expect(await ledgerTables(log)).toEqual(shared);
  });
});
