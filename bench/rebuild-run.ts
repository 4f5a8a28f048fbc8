import { withBenchDatabase } from './embedded.ts';
import { benchRebuild } from './rebuild.ts';

/**
 * `npm run bench:rebuild`: every projector rebuilt over a log made by the members' own commands,
 * on a throwaway embedded PostgreSQL with durable settings. Prints one `name=value` line per figure.
 * BENCH_EVENTS sizes the log, BENCH_PROJECTORS (comma-separated names) narrows the rebuild,
 * BENCH_BATCH sets the events per rebuild transaction, BENCH_WRITERS the appends in flight,
 * BENCH_PARALLEL the rebuilds run at once (1: each alone, so its own figure is its cost).
 */
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const ONLY = process.env.BENCH_PROJECTORS?.split(',').map((name) => name.trim());
const BATCH = Number(process.env.BENCH_BATCH ?? 10_000);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 16);
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 4);

const figures = await withBenchDatabase((databaseUrl) =>
  benchRebuild({
    databaseUrl,
    events: EVENTS,
    only: ONLY,
    batchSize: BATCH,
    concurrency: WRITERS,
    parallel: PARALLEL,
    onProgress: (done, total) => process.stderr.write(`\rseeding ${done}/${total} events (${Math.round((100 * done) / total)}%)   `),
    onLine: (line) => process.stderr.write(`\n${line}`),
  }),
);
process.stderr.write('\n');
console.log(`rebuild_log_events=${figures.log.events}`);
console.log(`rebuild_log_members=${figures.log.members}`);
console.log(`rebuild_log_seed_events_per_s=${figures.log.eventsPerSecond}`);
for (const [type, count] of Object.entries(figures.log.byType)) console.log(`rebuild_log_type_${type}=${count}`);
// Log events over each projector's own rebuild time: alone with BENCH_PARALLEL=1, else its share beside the others.
for (const projector of figures.byProjector) console.log(`rebuild_${projector.name}_events_per_s=${projector.eventsPerSecond}`);
// How much of each rebuild its own writes take; the rest reads, validates and checkpoints the log.
for (const projector of figures.byProjector) console.log(`rebuild_${projector.name}_apply_share=${(projector.applySeconds / projector.seconds).toFixed(2)}`);
console.log(`rebuild_parallel=${PARALLEL}`);
console.log(`rebuild_all_seconds=${figures.seconds.toFixed(1)}`);
console.log(`rebuild_all_events_per_s=${figures.eventsPerSecond}`);
