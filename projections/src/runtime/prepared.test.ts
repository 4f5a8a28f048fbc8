import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionRuntime } from './runtime.ts';
import { ledgerProjector } from './testing/ledger-projector.ts';
import { appendMany, logHead, openTestLog, silentLogger, waitFor, type TestLog } from './testing/test-log.ts';

interface Plans {
  generic_plans: string;
  custom_plans: string;
}

describe("a projector's statements", () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it('are prepared once on their connection, not parsed again at every batch', async () => {
    const seen: Plans[] = [];
    const projector = ledgerProjector({
      afterWrites: async (_events, tx) => {
        const { rows } = await tx.query<Plans>(`SELECT generic_plans::text, custom_plans::text FROM pg_prepared_statements WHERE statement LIKE '%INSERT INTO ledger_entries%' AND statement NOT LIKE '%pg_prepared_statements%'`);
        seen.push(...rows);
      },
    });
    const runtime = createProjectionRuntime({ store: log.store, pool: log.pool, projectors: [projector], logger: silentLogger, batchSize: 100, leaseSeconds: 2 });
    await runtime.start();
    for (let batch = 0; batch < 12; batch++) {
      await appendMany(log.store, { category: 'account', streams: 1, count: 1 });
      const head = await logHead(log);
      await waitFor('the batch to be applied', async () => (await runtime.status())[0]?.position === head);
    }
    await runtime.stop();
    expect(seen.length).toBeGreaterThan(0);
    // Run again on its connection without being parsed again; PostgreSQL plans it as it finds cheaper.
    expect(Math.max(...seen.map((plans) => Number(plans.generic_plans) + Number(plans.custom_plans)))).toBeGreaterThanOrEqual(3);
  });
});
