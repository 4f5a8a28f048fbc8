import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics, type MetricObjectWithValues, type MetricValue } from 'prom-client';

/**
 * The one registry of this process: every service in it (command-api, query-api, the projections,
 * or all three under `npm start`) adds to the same series, and `/metrics` serves it whole.
 * Process figures (CPU, memory, event-loop lag, GC) come with it.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/** Seconds; an append is a few milliseconds on a quiet log, a request a few tens. */
const APPEND_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const appMetrics = {
  eventAppends: new Counter({
    name: 'sankofa_event_appends_total',
    help: 'Appends to the event log (one per command decided), by outcome: ok, conflict (expected revision) or error',
    labelNames: ['outcome'] as const,
    registers: [metricsRegistry],
  }),
  eventsAppended: new Counter({
    name: 'sankofa_events_appended_total',
    help: 'Events written to the log, by stream category',
    labelNames: ['category'] as const,
    registers: [metricsRegistry],
  }),
  appendDuration: new Histogram({
    name: 'sankofa_event_append_duration_seconds',
    help: 'How long one append to the event log took, by outcome',
    labelNames: ['outcome'] as const,
    buckets: APPEND_BUCKETS,
    registers: [metricsRegistry],
  }),
  requestDuration: new Histogram({
    name: 'sankofa_http_request_duration_seconds',
    help: 'HTTP request latency by service, method, route template (never the raw path) and status',
    labelNames: ['service', 'method', 'route', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [metricsRegistry],
  }),
  requestsShed: new Counter({
    name: 'sankofa_http_requests_shed_total',
    help: 'Requests answered 503 overloaded before any handler ran, by service, kind (read, write), method and reason (in_flight, event_loop_delay)',
    labelNames: ['service', 'kind', 'method', 'reason'] as const,
    registers: [metricsRegistry],
  }),
  requestsInFlight: new Gauge({
    name: 'sankofa_http_requests_in_flight',
    help: 'Requests admitted and not yet answered, by service and kind (read, write): what load shedding bounds',
    labelNames: ['service', 'kind'] as const,
    registers: [metricsRegistry],
  }),
  admissionLimit: new Gauge({
    name: 'sankofa_http_admission_limit',
    help: 'Reads in flight past which load shedding answers 503 now, by service: MAX_REQUESTS_IN_FLIGHT lowered while admitted reads run past TARGET_READ_LATENCY_MS',
    labelNames: ['service'] as const,
    registers: [metricsRegistry],
  }),
  rateLimitRefusals: new Counter({
    name: 'sankofa_rate_limit_refusals_total',
    help: 'Requests refused with 429, by the limit spent (rate_limited: its name) or the refusal code (too_many_attempts)',
    labelNames: ['limit'] as const,
    registers: [metricsRegistry],
  }),
  paymentOutcomes: new Counter({
    name: 'sankofa_payment_outcomes_total',
    help: "Calls to the payment provider and its webhooks' events, by mode, operation and outcome",
    labelNames: ['mode', 'operation', 'outcome'] as const,
    registers: [metricsRegistry],
  }),
  verificationOutcomes: new Counter({
    name: 'sankofa_verification_outcomes_total',
    help: 'Verification steps recorded, by verification type and outcome (started, code_sent, code_missed, link_sent, submitted, approved, rejected)',
    labelNames: ['type', 'outcome'] as const,
    registers: [metricsRegistry],
  }),
};

/** One registry's series, as `getMetricsAsJSON` gives them: what crosses from another thread. */
export type ThreadSeries = MetricObjectWithValues<MetricValue<string>>[];

const otherThreads = new Set<() => Promise<ThreadSeries>>();

/** This thread's series, for the thread that serves `/metrics` to add in (`addThreadMetrics`). */
export const seriesOfThisThread = (): Promise<ThreadSeries> => metricsRegistry.getMetricsAsJSON();

/**
 * Another thread of this process (the projections thread under `npm start`), read at each
 * scrape: its `sankofa_*` series are summed with this thread's. Its process figures are left
 * out: CPU and memory are the process's, already here. Returns the function that stops it.
 */
export const addThreadMetrics = (read: () => Promise<ThreadSeries>): (() => void) => {
  otherThreads.add(read);
  return () => otherThreads.delete(read);
};

/** The Prometheus text exposition of everything this process measures, on every thread. */
export const renderMetrics = async (): Promise<{ contentType: string; body: string }> => {
  const contentType = metricsRegistry.contentType;
  if (otherThreads.size === 0) return { contentType, body: await metricsRegistry.metrics() };
  // A thread that cannot answer (it is stopping) leaves its series out of this scrape rather than failing it.
  const theirs = await Promise.all([...otherThreads].map((read) => read().catch((): ThreadSeries => [])));
  // Each series of this thread stands alone in the sum: one that would be omitted from a sum (the start time) is kept as it is.
  const ours = (await seriesOfThisThread()).map((metric) => (metric.aggregator === 'omit' ? { ...metric, aggregator: 'first' as const } : metric));
  const merged = AggregatorRegistry.aggregate([ours, ...theirs.map((series) => series.filter((metric) => metric.name.startsWith('sankofa_')))]);
  return { contentType, body: await merged.metrics() };
};

/** A gauge read at scrape time from every source added (a process may hold several live channels in tests). */
export const gaugeOfSources = (name: string, help: string) => {
  const sources = new Set<() => number>();
  new Gauge({
    name,
    help,
    registers: [metricsRegistry],
    collect() {
      let total = 0;
      for (const source of sources) total += source();
      this.set(total);
    },
  });
  return {
    /** Counts `source()` in the gauge until the returned function is called. */
    add(source: () => number): () => void {
      sources.add(source);
      return () => sources.delete(source);
    },
  };
};

export const liveConnections = gaugeOfSources('sankofa_ws_connections', 'Open /ws sockets on this process (authenticated or not)');
