import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface LoadOptions {
  url: string;
  /** One bearer header per viewer; each session is a new viewer, so its first page is never cached. */
  viewers: string[];
  rate: number;
  seconds: number;
  warmupSeconds: number;
  concurrency: number;
  requestsPerSession: number;
}

export interface LoadResult {
  latenciesMs: number[];
  firstPageLatenciesMs: number[];
  requestsPerSecond: number;
  failures: number;
}

const get = (agent: Agent, url: string, authorization: string) =>
  new Promise<{ status: number; cursor: string | null }>((resolve, reject) => {
    const call = request(url, { agent, headers: { authorization } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, cursor: (response.headers['x-next-cursor'] as string | undefined) ?? null }));
    });
    call.on('error', reject);
    call.end();
  });

export const percentile = (sorted: number[], fraction: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;

/**
 * Drives GET /api/users/discovery at `rate` requests/s over keep-alive connections, `concurrency`
 * in flight at most, as the client does: a session opens Discover, then asks for the first page
 * again after each swipe, and every fifth time for the next page.
 */
export const runDiscoveryLoad = async (options: LoadOptions): Promise<LoadResult> => {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const startedAt = performance.now() + 100;
  const measuredFrom = startedAt + options.warmupSeconds * 1_000;
  const endsAt = measuredFrom + options.seconds * 1_000;
  const result: LoadResult = { latenciesMs: [], firstPageLatenciesMs: [], requestsPerSecond: 0, failures: 0 };
  let slots = 0;
  let sessions = 0;
  let measured = 0;
  let lastDoneAt = measuredFrom;

  const session = async (authorization: string) => {
    let cursor: string | null = null;
    for (let step = 0; step < options.requestsPerSession; step++) {
      const slot = startedAt + (slots++ * 1_000) / options.rate;
      // A server that falls behind is not waited for past the end: what it served by then is its rate.
      if (slot >= endsAt || performance.now() >= endsAt) return false;
      await sleep(Math.max(0, slot - performance.now()));
      const nextPage = step % 5 === 4 && cursor !== null;
      const sentAt = performance.now();
      const response = await get(agent, `${options.url}/api/users/discovery${nextPage ? `?cursor=${cursor}` : ''}`, authorization);
      const latency = performance.now() - sentAt;
      if (response.status !== 200) result.failures++;
      if (!nextPage) cursor = response.cursor;
      if (sentAt < measuredFrom) continue;
      measured++;
      lastDoneAt = Math.max(lastDoneAt, sentAt + latency);
      result.latenciesMs.push(latency);
      if (step === 0) result.firstPageLatenciesMs.push(latency);
    }
    return true;
  };

  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (sessions < options.viewers.length && (await session(options.viewers[sessions++]!)));
    }),
  );
  agent.destroy();
  // Over the time it really took: when the server falls behind, the last requests finish after the schedule ends.
  result.requestsPerSecond = Math.round(measured / ((lastDoneAt - measuredFrom) / 1_000));
  result.latenciesMs.sort((a, b) => a - b);
  result.firstPageLatenciesMs.sort((a, b) => a - b);
  return result;
};
