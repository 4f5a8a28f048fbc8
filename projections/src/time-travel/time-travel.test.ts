import { writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membersProjector } from '../members/projector.ts';
import { listTables } from '../runtime/schemas.ts';
import { createProjectionRuntime } from '../runtime/runtime.ts';
import { memberRegistered } from '../runtime/testing/given-events.ts';
import { ledgerProjector } from '../runtime/testing/ledger-projector.ts';
import { appendMany, openTestLog, readWholeLog, rowsOf, silentLogger, waitUntilCaughtUp, type TestLog } from '../runtime/testing/test-log.ts';
import { quoteIdentifier } from '../projector.ts';
import { loadAdhocProjector } from './adhoc-projector.ts';
import { timeTravel } from './time-travel.ts';

let log: TestLog;
beforeAll(async () => {
  log = await openTestLog();
});
afterAll(async () => {
  await log.close();
});

const contentOf = async (schema: string, tables: string[]) => {
  const content: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await rowsOf(log.pool, `SELECT * FROM ${quoteIdentifier(schema)}.${quoteIdentifier(table)}`);
    content[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return content;
};

const activeSchemaOf = async (name: string): Promise<string> => {
  const { rows } = await log.pool.query<{ nspname: string }>(`SELECT nspname FROM pg_namespace WHERE nspname ~ $1 ORDER BY nspname`, [`^projection_${name}_v\\d+(_b)?$`]);
  return rows[0]!.nspname;
};

describe('time travel', () => {
  it('builds a read model as of a position, or a time, equal to the read model the runtime had built when the log stood there', async () => {
    const ledger = ledgerProjector();
    const projectors = [ledger, membersProjector];
    const runtime = createProjectionRuntime({ store: log.store, pool: log.pool, projectors, logger: silentLogger, instanceId: 'time-travel-test', batchSize: 7 });
    await appendMany(log.store, { category: 'ledger', streams: 5, count: 60 });
    await log.store.append('member-m1', [memberRegistered('m1', { firstName: 'Ama' })]);
    await log.store.append('member-m2', [memberRegistered('m2', { firstName: 'Kofi' })]);
    await runtime.start();
    await waitUntilCaughtUp(runtime, log);
    await runtime.stop();
    const then: Record<string, Record<string, string[]>> = {};
    for (const projector of projectors) {
      const schema = await activeSchemaOf(projector.name);
      then[projector.name] = await contentOf(schema, await listTables(log.pool, schema));
    }
    // The log as the runtime built it, by position and by its last event's time: what is appended next occurs later (the runtime ran in between).
    const last = (await readWholeLog(log)).at(-1)!;
    const [position, instant] = [last.position, last.metadata.occurredAt];

    await appendMany(log.store, { category: 'ledger', streams: 8, count: 40 });
    await log.store.append('member-m3', [memberRegistered('m3', { firstName: 'Esi' })]);

    for (const projector of projectors) {
      const progress: number[] = [];
      const byPosition = await timeTravel(log.pool, log.store, projector, { to: position, batchSize: 7, onProgress: (events) => progress.push(events) });
      expect(byPosition.position! <= position).toBe(true);
      expect(progress.length).toBeGreaterThan(0);
      expect(await contentOf(byPosition.schemaName, Object.keys(then[projector.name]!))).toEqual(then[projector.name]);

      const byTime = await timeTravel(log.pool, log.store, projector, { at: instant });
      expect(await contentOf(byTime.schemaName, Object.keys(then[projector.name]!))).toEqual(then[projector.name]);
    }
    const now = await timeTravel(log.pool, log.store, membersProjector, {});
    expect(now.tables.find((table) => table.table === 'members')?.rows).toBe(3);
    const before = await timeTravel(log.pool, log.store, membersProjector, { at: '2000-01-01T00:00:00Z' });
    expect(before.events).toBe(0);
  });

  it('runs an ad-hoc projector module the same way', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'adhoc-'));
    const file = path.join(folder, 'members-per-name.mjs');
    await writeFile(
      file,
      `export const name = 'members_per_name';
       export const handles = ['MemberRegistered'];
       export const init = (tx) => tx.query('CREATE TABLE names (first_name text PRIMARY KEY, members int NOT NULL)');
       export const apply = async (events, tx) => {
         for (const event of events) await tx.query('INSERT INTO names VALUES ($1, 1) ON CONFLICT (first_name) DO UPDATE SET members = names.members + 1', [event.data.firstName]);
       };`,
    );
    const result = await timeTravel(log.pool, log.store, await loadAdhocProjector(file), {});
    expect(result.schemaName).toBe('replay_members_per_name');
    expect(await rowsOf(log.pool, 'SELECT first_name, members FROM replay_members_per_name.names ORDER BY first_name')).toEqual([
      { first_name: 'Ama', members: 1 },
      { first_name: 'Esi', members: 1 },
      { first_name: 'Kofi', members: 1 },
    ]);
    await expect(loadAdhocProjector(path.join(folder, 'missing.mjs'))).rejects.toThrow();
  });
});
