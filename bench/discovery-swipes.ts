import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Random } from '@sankofa/command-api/demo-community';

export interface SwipeLoadOptions {
  url: string;
  /** Bearer headers of the members who swipe. */
  swipers: string[];
  /** Member ids to swipe on. */
  targets: string[];
  rate: number;
  seconds: number;
  random: Random;
}

export interface SwipeLoadResult {
  sent: number;
  statuses: Record<number, number>;
  /** Answered per second, from the first send to the last answer. */
  answeredPerSecond: number;
}

const postSwipe = (agent: Agent, url: URL, authorization: string, swipedId: string, isLike: boolean) =>
  new Promise<number>((resolve) => {
    const body = JSON.stringify({ swipedId, isLike });
    const call = request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    call.on('error', () => resolve(0));
    call.end(body);
  });

/**
 * Members swiping through the real command (POST /api/swipes) at `rate`, open loop, while
 * discovery is measured: each swipe moves the projectors and the viewer's relations discovery
 * reads. Mostly passes, as members give; the few likes stay under the free daily limit.
 */
export const runSwipes = async (options: SwipeLoadOptions): Promise<SwipeLoadResult> => {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const url = new URL('/api/swipes', options.url);
  const statuses: Record<number, number> = {};
  const answers: Array<Promise<void>> = [];
  const total = Math.round(options.rate * options.seconds);
  const startedAt = performance.now();
  let lastAnswer = startedAt;
  for (let index = 0; index < total; ) {
    const now = performance.now();
    for (; index < total && startedAt + (index * 1_000) / options.rate <= now; index++) {
      const swiper = options.swipers[index % options.swipers.length]!;
      const answer = postSwipe(agent, url, swiper, options.random.pick(options.targets), options.random.chance(0.1));
      answers.push(
        answer.then((status) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
          lastAnswer = performance.now();
        }),
      );
    }
    await sleep(1);
  }
  await Promise.all(answers);
  agent.destroy();
  return { sent: total, statuses, answeredPerSecond: Math.round(total / ((lastAnswer - startedAt) / 1_000)) };
};
