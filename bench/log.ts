import { withBenchDatabase } from './embedded.ts';
import { benchAppends, type PhaseFigures } from './log-appends.ts';

/**
 * `npm run bench:log`: appends to the event log on a throwaway embedded PostgreSQL with its
 * durable settings. Prints one `name=value` line per figure.
 */
const WRITERS = Number(process.env.BENCH_WRITERS ?? 32);
const SINGLES = Number(process.env.BENCH_SINGLES ?? 40_000);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 4_000);
const BATCH_SIZE = Number(process.env.BENCH_BATCH_SIZE ?? 100);

const printPhase = (prefix: string, figures: PhaseFigures) => {
  console.log(`${prefix}_client_cpu_us_per_event=${figures.clientCpuUsPerEvent}`);
  console.log(`${prefix}_server_cpu_us_per_event=${figures.serverCpuUsPerEvent}`);
  console.log(`${prefix}_wal_bytes_per_event=${figures.walBytesPerEvent}`);
};

const figures = await withBenchDatabase((databaseUrl) =>
  benchAppends(databaseUrl, { writers: WRITERS, singles: SINGLES, batches: BATCHES, batchSize: BATCH_SIZE }),
);
console.log(`synchronous_commit=${figures.synchronousCommit}`);
console.log(`fsync=${figures.fsync}`);
console.log(`appends_per_s=${figures.singles.eventsPerSecond}`);
printPhase('append', figures.singles);
console.log(`batch_events_per_s=${figures.batches.eventsPerSecond}`);
printPhase('batch', figures.batches);
