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
const PARALLEL = process.env.BENCH_PARALLEL === undefined ? undefined : Number(process.env.BENCH_PARALLEL);

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
// What each projector's own writes cost: log events over the seconds its `apply` took (beside the others when they share a read).
for (const projector of figures.byProjector) {
  console.log(`rebuild_${projector.name}_apply_seconds=${projector.applySeconds.toFixed(2)}`);
  console.log(`rebuild_${projector.name}_apply_events_per_s=${Math.round(figures.log.events / Math.max(projector.applySeconds, 0.001))}`);
}
// Each projector's time from its group's start to its last batch; in a shared read they end together.
for (const projector of figures.byProjector) console.log(`rebuild_${projector.name}_seconds=${projector.seconds.toFixed(1)}`);
console.log(`rebuild_parallel=${PARALLEL ?? figures.byProjector.length}`);
console.log(`rebuild_all_seconds=${figures.seconds.toFixed(1)}`);
console.log(`rebuild_all_events_per_s=${figures.eventsPerSecond}`);
