import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface LoadOptions {
  url: string;
  /** One bearer header per viewer; each session is a new viewer, so its first page is never cached. */
  viewers: string[];
  rate: number;
  seconds: number;
  warmupSeconds: number;
  /** Members browsing at once: each asks every `sessions / rate` seconds, as one swiping at that pace would. */
  sessions: number;
  requestsPerSession: number;
}

export interface LoadResult {
  /** Every answer's, a 503 too. */
  latenciesMs: number[];
  /** The answers of the requests the app admitted: a 503 overloaded is shed, not slow. */
  admittedLatenciesMs: number[];
  /** Requests answered 503 overloaded. */
  shed: number;
  firstPageLatenciesMs: number[];
  /** Answers received per second over the measured stretch of the schedule. */
  requestsPerSecond: number;
  /** Answers by status (0: no answer), the shed 503s among them. */
  statuses: Record<number, number>;
  /** How many of `viewers` the sessions took, from the first. */
  viewersUsed: number;
}

const get = (agent: Agent, url: string, authorization: string) =>
  new Promise<{ status: number; cursor: string | null }>((resolve) => {
    const call = request(url, { agent, headers: { authorization } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, cursor: (response.headers['x-next-cursor'] as string | undefined) ?? null }));
    });
    call.on('error', () => resolve({ status: 0, cursor: null }));
    call.end();
  });

export const percentile = (sorted: number[], fraction: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;

/** One member browsing: opens Discover, asks for the first page again after each swipe, and every fifth time for the next page. */
interface Session {
  authorization: string;
  step: number;
  cursor: string | null;
}

/**
 * Open loop: request i is sent at start + i/rate whatever the answers before it (enough
 * connections that none waits for another's answer), and its latency counts from that scheduled
 * time, so a server falling behind cannot hide it (no coordinated omission). The requests go
 * round the sessions in turn; a session that has asked all its requests is replaced by the next viewer.
 */
export const runDiscoveryLoad = async (options: LoadOptions): Promise<LoadResult> => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1_024 });
  const result: LoadResult = { latenciesMs: [], admittedLatenciesMs: [], shed: 0, firstPageLatenciesMs: [], requestsPerSecond: 0, statuses: {}, viewersUsed: 0 };
  let nextViewer = 0;
  const newSession = (): Session => ({ authorization: options.viewers[nextViewer++ % options.viewers.length]!, step: 0, cursor: null });
  const sessions = Array.from({ length: options.sessions }, newSession);
  const startedAt = performance.now();
  const measuredFrom = startedAt + options.warmupSeconds * 1_000;
  const total = Math.round((options.warmupSeconds + options.seconds) * options.rate);
  const inFlight: Array<Promise<void>> = [];
  let answeredInWindow = 0;

  const send = async (index: number, scheduledAt: number) => {
    const slot = index % sessions.length;
    const session = sessions[slot]!;
    const step = session.step++;
    if (session.step === options.requestsPerSession) sessions[slot] = newSession();
    const nextPage = step % 5 === 4 && session.cursor !== null;
    const response = await get(agent, `${options.url}/api/users/discovery${nextPage ? `?cursor=${session.cursor}` : ''}`, session.authorization);
    const latency = performance.now() - scheduledAt;
    if (!nextPage) session.cursor = response.cursor;
    if (scheduledAt < measuredFrom) return;
    answeredInWindow++;
    result.latenciesMs.push(latency);
    result.statuses[response.status] = (result.statuses[response.status] ?? 0) + 1;
    if (response.status === 503) {
      result.shed++;
      return;
    }
    result.admittedLatenciesMs.push(latency);
    if (step === 0) result.firstPageLatenciesMs.push(latency);
  };

  for (let index = 0; index < total; ) {
    const now = performance.now();
    for (let scheduledAt = startedAt + (index * 1_000) / options.rate; index < total && scheduledAt <= now; scheduledAt = startedAt + (++index * 1_000) / options.rate) {
      inFlight.push(send(index, scheduledAt));
    }
    await sleep(1);
  }
  const scheduleEnd = performance.now();
  await Promise.all(inFlight);
  agent.destroy();
  // Over the schedule's measured stretch, or longer when the last answers came after it: what the server kept up with.
  result.requestsPerSecond = Math.round(answeredInWindow / ((Math.max(scheduleEnd, performance.now()) - measuredFrom) / 1_000));
  result.viewersUsed = nextViewer;
  result.latenciesMs.sort((a, b) => a - b);
  result.admittedLatenciesMs.sort((a, b) => a - b);
  result.firstPageLatenciesMs.sort((a, b) => a - b);
  return result;
};
