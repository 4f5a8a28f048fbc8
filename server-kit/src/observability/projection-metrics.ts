import { Gauge } from 'prom-client';
import { metricsRegistry } from './metrics.ts';

/** What the projection runtime's status says of one build (projections' ProjectionStatus has these and more). */
export interface ProjectorFigures {
  name: string;
  version: number;
  state: string;
  lagEvents: number;
  lagSeconds: number;
}

/** The runtime's states; each build has one series per state, 1 for the one it is in. */
const STATES = ['running', 'catching_up', 'rebuilding', 'stopped', 'failed'] as const;
/** One status read serves the three gauges of one scrape. */
const SNAPSHOT_MS = 1_000;

type StatusSource = () => Promise<readonly ProjectorFigures[]>;
const sources = new Set<StatusSource>();
let snapshot: { at: number; figures: Promise<ProjectorFigures[]> } | undefined;

const currentFigures = (): Promise<ProjectorFigures[]> => {
  if (!snapshot || Date.now() - snapshot.at > SNAPSHOT_MS) {
    // A status that cannot be read (its database is away) leaves its projectors out of this scrape rather than failing it.
    const reads = [...sources].map((source) => source().catch(() => []));
    snapshot = { at: Date.now(), figures: Promise.all(reads).then((lists) => lists.flat()) };
  }
  return snapshot.figures;
};

const labelsOf = (figures: ProjectorFigures) => ({ projector: figures.name, version: String(figures.version) });

const projectorGauge = (name: string, help: string, labelNames: readonly string[], fill: (gauge: Gauge, figures: ProjectorFigures) => void) =>
  new Gauge({
    name,
    help,
    labelNames,
    registers: [metricsRegistry],
    async collect() {
      const all = await currentFigures();
      // A build that was replaced (blue/green) leaves no stale series behind.
      this.reset();
      for (const figures of all) fill(this, figures);
    },
  });

projectorGauge('sankofa_projector_lag_events', 'Events the projector handles that are after its position (counted up to the status cap)', ['projector', 'version'], (gauge, figures) =>
  gauge.set(labelsOf(figures), figures.lagEvents),
);
projectorGauge('sankofa_projector_lag_seconds', 'How long the oldest event the projector has not applied yet has waited; 0 when caught up', ['projector', 'version'], (gauge, figures) =>
  gauge.set(labelsOf(figures), figures.lagSeconds),
);
projectorGauge('sankofa_projector_state', 'The projector build state: 1 on the series of the state it is in', ['projector', 'version', 'state'], (gauge, figures) => {
  for (const state of STATES) gauge.set({ ...labelsOf(figures), state }, figures.state === state ? 1 : 0);
});

/**
 * Serves the projectors' lag and state from `status` (the projection runtime's) at every scrape,
 * in the process that runs them. Returns the function that stops it.
 */
export const observeProjections = (status: StatusSource): (() => void) => {
  sources.add(status);
  snapshot = undefined;
  return () => {
    sources.delete(status);
    snapshot = undefined;
  };
};
