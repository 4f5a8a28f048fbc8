import { withBenchDatabase } from './embedded.ts';
import { benchAppends } from './log-appends.ts';
import { benchRebuild } from './rebuild.ts';

/**
 * `npm run bench:log`: the event log on a throwaway embedded PostgreSQL, durable settings.
 * Prints one `name=value` line per figure.
 */
const WRITERS = Number(process.env.BENCH_WRITERS ?? 32);
const REBUILD_EVENTS = Number(process.env.BENCH_REBUILD_EVENTS ?? 1_000_000);

const appends = await withBenchDatabase((databaseUrl) => benchAppends(databaseUrl, { writers: WRITERS, singles: 20_000, batches: 2_000 }));
console.log(`appends_per_s=${appends.appendsPerSecond}`);
console.log(`batch_events_per_s=${appends.batchEventsPerSecond}`);

const rebuild = await withBenchDatabase((databaseUrl) =>
  benchRebuild({
    databaseUrl,
    events: REBUILD_EVENTS,
    onProgress: (done, total) => process.stderr.write(`\rrebuild ${done}/${total} events (${Math.round((100 * done) / total)}%)   `),
  }),
);
process.stderr.write('\n');
console.log(`rebuild_events_per_s=${rebuild.eventsPerSecond}`);
