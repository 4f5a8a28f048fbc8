import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Config } from './config.ts';
import { appMetrics } from './observability/metrics.ts';

export interface LoadSheddingOptions {
  /** The metrics' `service` label: app, command-api or query-api. */
  service: string;
  /** A read (GET, HEAD) is answered 503 once this many requests of any kind are in flight. */
  maxInFlight: number;
  /** A write is answered 503 once this many requests of any kind are in flight: lower, so writes go first. */
  maxInFlightForWrites: number;
  /** While the event loop lags more than this, reads are answered 503, and writes past half of it (0: not watched). */
  maxEventLoopDelayMs: number;
  /** The p99 (ms) admitted reads are held to, by lowering the bounds in flight while they run slower (0: the bounds stay fixed). */
  targetReadLatencyMs: number;
}

/** The bounds a service's configuration sets (MAX_REQUESTS_IN_FLIGHT and the three beside it). */
export const loadSheddingOf = (
  config: Pick<Config, 'MAX_REQUESTS_IN_FLIGHT' | 'MAX_REQUESTS_IN_FLIGHT_FOR_WRITES' | 'MAX_EVENT_LOOP_DELAY_MS' | 'TARGET_READ_LATENCY_MS'>,
  service: string,
): LoadSheddingOptions => ({
  service,
  maxInFlight: config.MAX_REQUESTS_IN_FLIGHT,
  maxInFlightForWrites: config.MAX_REQUESTS_IN_FLIGHT_FOR_WRITES ?? Math.ceil(config.MAX_REQUESTS_IN_FLIGHT / 2),
  maxEventLoopDelayMs: config.MAX_EVENT_LOOP_DELAY_MS,
  targetReadLatencyMs: config.TARGET_READ_LATENCY_MS,
});

type Kind = 'read' | 'write';
type Reason = 'in_flight' | 'event_loop_delay';

const RETRY_AFTER_SECONDS = 1;
/** Probes and scrapes are never shed: an orchestrator would take an overloaded service for a dead one. */
const NEVER_SHED = /^\/(health\/|metrics(\?|$))/;
/** A shed write's body is not read; past this much, dropping the connection costs less than draining it. */
const DRAINED_BODY_BYTES = 64 * 1024;
const LAG_TICK_MS = 10;
const LAG_WINDOW_MS = 100;

/** How often the admission limit is reconsidered, and the reads that must have been answered first (or a second passed). */
const LIMIT_WINDOW_MS = 100;
const LIMIT_WINDOW_READS = 10;
const LIMIT_WINDOW_LONGEST_MS = 1_000;
const LIMIT_CUT = 0.75;

const kindOf = (request: IncomingMessage): Kind => (request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write');

let lagWatch: { lagMs: () => number } | undefined;

/**
 * How late the event loop ran a 10 ms timer, on average over the last 100-200 ms: when it is
 * saturated every tick is late, and requests parsed meanwhile waited as long before any of their
 * code ran, whatever the in-flight count says. An average, not the worst tick, so that one pause
 * (a collection, a large JSON body) does not turn away the requests of the next 200 ms.
 * One watch per process, started by the first server that asks.
 */
const eventLoopLag = () => {
  if (lagWatch) return lagWatch;
  let expected = performance.now() + LAG_TICK_MS;
  let windowStart = performance.now();
  let current = { late: 0, ticks: 0 };
  let previous = { late: 0, ticks: 0 };
  setInterval(() => {
    const now = performance.now();
    if (now - windowStart >= LAG_WINDOW_MS) [previous, current, windowStart] = [current, { late: 0, ticks: 0 }, now];
    current = { late: current.late + Math.max(0, now - expected), ticks: current.ticks + 1 };
    expected = now + LAG_TICK_MS;
  }, LAG_TICK_MS).unref();
  lagWatch = { lagMs: () => (current.late + previous.late) / Math.max(1, current.ticks + previous.ticks) };
  return lagWatch;
};

/**
 * The bound in flight now, between 1 and the configured one: cut by a quarter after each window
 * in which the admitted reads' p99 ran past the target while the process was pressed against its
 * bound (it turned requests away, or half the bound was in flight), and raised by one after each
 * in which they met it while requests were turned away (additive increase, multiplicative
 * decrease). Slow reads far below the bound are not cut for: one member's page load of cold reads
 * on a slow laptop queues nothing a lower bound would shorten, and would only be turned away. A
 * fixed bound fits one machine and one mix: on a saturated 2-core machine 64 reads in flight
 * share the CPU and each waits for the others, so every admitted page is late; 4 served the
 * same share ten times faster (README, issue 24's goals). Writes keep their share of it. Only
 * reads are timed: a write also waits for the log's commit, which admitting fewer does not shorten.
 */
const admissionLimit = (options: LoadSheddingOptions) => {
  let limit = options.maxInFlight;
  let windowStart = performance.now();
  let reads: number[] = [];
  let refusals = 0;
  let mostInFlight = 0;
  const reconsider = () => {
    const elapsed = performance.now() - windowStart;
    if (elapsed < LIMIT_WINDOW_MS || (reads.length < LIMIT_WINDOW_READS && elapsed < LIMIT_WINDOW_LONGEST_MS)) return;
    reads.sort((a, b) => a - b);
    const p99 = reads[Math.floor(reads.length * 0.99)];
    const slow = p99 !== undefined && p99 > options.targetReadLatencyMs;
    const pressed = refusals > 0 || mostInFlight >= limit / 2;
    if (slow && pressed) limit = Math.max(1, Math.floor(limit * LIMIT_CUT));
    else if (!slow && refusals > 0) limit = Math.min(options.maxInFlight, limit + 1);
    appMetrics.admissionLimit.set({ service: options.service }, limit);
    [windowStart, reads, refusals, mostInFlight] = [performance.now(), [], 0, 0];
  };
  const adapts = options.targetReadLatencyMs > 0;
  return {
    bound: (kind: Kind) =>
      kind === 'read' ? limit : Math.max(1, Math.round((limit * options.maxInFlightForWrites) / options.maxInFlight)),
    admitted: (inFlight: number) => {
      mostInFlight = Math.max(mostInFlight, inFlight);
    },
    refused: () => {
      if (!adapts) return;
      refusals += 1;
      reconsider();
    },
    answered: (kind: Kind, milliseconds: number) => {
      if (!adapts) return;
      if (kind === 'read') reads.push(milliseconds);
      reconsider();
    },
  };
};

const shed = (request: IncomingMessage, response: ServerResponse, kind: Kind, reason: Reason, service: string) => {
  appMetrics.requestsShed.inc({ service, kind, method: request.method ?? 'unknown', reason });
  const bodyBytes = Number(request.headers['content-length'] ?? 0);
  const closes = bodyBytes > DRAINED_BODY_BYTES || request.headers['transfer-encoding'] !== undefined;
  response.writeHead(503, {
    'Content-Type': 'application/json; charset=utf-8',
    'Retry-After': String(RETRY_AFTER_SECONDS),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...(closes ? { Connection: 'close' } : {}),
  });
  response.end(JSON.stringify({ error: `The server is overloaded; retry in ${RETRY_AFTER_SECONDS} s`, code: 'overloaded' }));
};

/**
 * Admission in front of a service's handler: past its bound on requests in flight, a request is
 * answered 503 with Retry-After at once (no Koa, no body read) instead of waiting in a queue that
 * would make every admitted request slow too. Writes are shed at the lower bound, so cheap reads
 * keep being served while the writes, which a client retries, wait; `/ws` upgrades never pass
 * here. Each refusal counts in `sankofa_http_requests_shed_total`.
 */
export const shedLoad = (options: LoadSheddingOptions, handler: RequestListener): RequestListener => {
  const lag = options.maxEventLoopDelayMs > 0 ? eventLoopLag() : undefined;
  const limit = admissionLimit(options);
  const inFlight = { read: 0, write: 0 };
  const { service } = options;
  const refuse = (request: IncomingMessage, response: ServerResponse, kind: Kind, reason: Reason) => {
    limit.refused();
    shed(request, response, kind, reason, service);
  };
  return (request, response) => {
    if (NEVER_SHED.test(request.url ?? '/')) return handler(request, response);
    const kind = kindOf(request);
    if (inFlight.read + inFlight.write >= limit.bound(kind)) return refuse(request, response, kind, 'in_flight');
    if (lag && lag.lagMs() > (kind === 'read' ? options.maxEventLoopDelayMs : options.maxEventLoopDelayMs / 2)) return refuse(request, response, kind, 'event_loop_delay');
    const admittedAt = performance.now();
    inFlight[kind] += 1;
    limit.admitted(inFlight.read + inFlight.write);
    appMetrics.requestsInFlight.inc({ service, kind });
    response.once('close', () => {
      inFlight[kind] -= 1;
      appMetrics.requestsInFlight.dec({ service, kind });
      limit.answered(kind, performance.now() - admittedAt);
    });
    handler(request, response);
  };
};
