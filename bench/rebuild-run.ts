import { withBenchDatabase } from './embedded.ts';
import { benchRebuild } from './rebuild.ts';

/**
 * `npm run bench:rebuild`: every projector rebuilt over a log made by the members' own commands,
 * on a throwaway embedded PostgreSQL with durable settings. Prints one `name=value` line per figure.
 * BENCH_EVENTS sizes the log, BENCH_PROJECTORS (comma-separated names) narrows the rebuild,
 * BENCH_BATCH sets the events per rebuild transaction, BENCH_WRITERS the appends in flight.
 */
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const ONLY = process.env.BENCH_PROJECTORS?.split(',').map((name) => name.trim());
const BATCH = Number(process.env.BENCH_BATCH ?? 10_000);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 16);

const figures = await withBenchDatabase((databaseUrl) =>
  benchRebuild({
    databaseUrl,
    events: EVENTS,
    only: ONLY,
    batchSize: BATCH,
    concurrency: WRITERS,
    onProgress: (done, total) => process.stderr.write(`\rseeding ${done}/${total} events (${Math.round((100 * done) / total)}%)   `),
    onLine: (line) => process.stderr.write(`\n${line}`),
  }),
);
process.stderr.write('\n');
console.log(`rebuild_log_events=${figures.log.events}`);
console.log(`rebuild_log_members=${figures.log.members}`);
console.log(`rebuild_log_seed_events_per_s=${figures.log.eventsPerSecond}`);
for (const [type, count] of Object.entries(figures.log.byType)) console.log(`rebuild_log_type_${type}=${count}`);
// Each projector rebuilt alone, one after another: log events over its own wall time.
for (const projector of figures.byProjector) console.log(`rebuild_${projector.name}_events_per_s=${projector.eventsPerSecond}`);
// How much of each rebuild its own writes take; the rest reads, validates and checkpoints the log.
for (const projector of figures.byProjector) console.log(`rebuild_${projector.name}_apply_share=${(projector.applySeconds / projector.seconds).toFixed(2)}`);
console.log(`rebuild_all_seconds=${figures.seconds.toFixed(1)}`);
console.log(`rebuild_all_events_per_s=${figures.eventsPerSecond}`);
