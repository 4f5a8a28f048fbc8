import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocket } from 'ws';
import type { BenchMember, BenchPair } from './live-setup.ts';

export interface LoadOptions {
  appUrl: string;
  pairs: BenchPair[];
  commandsPerSecond: number;
  /** How long to wait, once every command was sent, for their answers and `new_match` messages; the rest count as lost. */
  drainMs: number;
}

export interface LoadResult {
  sent: number;
  answered: number;
  /** From each command's scheduled send time to its answer. */
  answerLatenciesMs: number[];
  statuses: Record<number, number>;
  /** Commands answered per second, from the first send to the last answer. */
  answeredPerSecond: number;
}

type Arrival = (memberId: string, matchedId: string, at: number) => void;

/** Each command's two expected `new_match` arrivals (one per member), keyed by receiver and matched member. */
export const createLatencyBook = () => {
  const scheduled = new Map<string, number>();
  const latenciesMs: number[] = [];
  return {
    latenciesMs,
    expect: (memberId: string, matchedId: string, scheduledAt: number) => void scheduled.set(`${memberId}:${matchedId}`, scheduledAt),
    arrived: ((memberId, matchedId, at) => {
      const key = `${memberId}:${matchedId}`;
      const scheduledAt = scheduled.get(key);
      if (scheduledAt === undefined) return;
      latenciesMs.push(at - scheduledAt);
      scheduled.delete(key);
    }) satisfies Arrival,
    /** Expected arrivals still missing. */
    pending: () => scheduled.size,
  };
};
export type LatencyBook = ReturnType<typeof createLatencyBook>;

/** A message a member's socket received, as text: a handler parses only what it measures, as the generator shares the machine with the app. */
export type SocketMessage = (memberId: string, text: string, at: number) => void;

const openSocket = (liveUrl: string, member: BenchMember, onMessage: SocketMessage) =>
  new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(liveUrl);
    socket.on('error', reject);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', payload: { accessToken: member.accessToken } })));
    socket.on('message', (data) => {
      const at = performance.now();
      const text = data.toString();
      if (text === '{"type":"auth_ok"}') return resolve(socket);
      onMessage(member.id, text, at);
    });
  });

/** Every member's /ws, authenticated, a hundred connecting at a time. */
export const openSockets = async (liveUrl: string, members: BenchMember[], onMessage: SocketMessage): Promise<WebSocket[]> => {
  const sockets: WebSocket[] = [];
  for (let start = 0; start < members.length; start += 100) {
    sockets.push(...(await Promise.all(members.slice(start, start + 100).map((member) => openSocket(liveUrl, member, onMessage)))));
  }
  return sockets;
};

/** The socket messages that are a `new_match` with its other member, handed to `onNewMatch`; any other is skipped unparsed. */
export const newMatchesTo =
  (onNewMatch: Arrival): SocketMessage =>
  (memberId, text, at) => {
    if (!text.startsWith('{"type":"new_match"')) return;
    const { payload } = JSON.parse(text) as { payload: { matchedUser: { id: string } | null } };
    if (payload.matchedUser) onNewMatch(memberId, payload.matchedUser.id, at);
  };

const postSwipe = (agent: http.Agent, url: URL, pair: BenchPair) =>
  new Promise<number>((resolve) => {
    const body = JSON.stringify({ swipedId: pair.first.id, isLike: true });
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${pair.second.accessToken}` } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', () => resolve(0));
    request.end(body);
  });

/**
 * Open loop: command i is sent at start + i/rate whatever the answers before it, and its latency
 * counts from that scheduled time, so a server (or generator) falling behind cannot hide it.
 */
export const runLoad = async (options: LoadOptions, book: LatencyBook): Promise<LoadResult> => {
  const { pairs, commandsPerSecond } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const url = new URL('/api/swipes', options.appUrl);
  const statuses: Record<number, number> = {};
  const answerLatenciesMs: number[] = [];
  const start = performance.now();
  let lastAnswer = start;
  for (let index = 0; index < pairs.length; ) {
    const now = performance.now();
    while (index < pairs.length && start + (index * 1000) / commandsPerSecond <= now) {
      const pair = pairs[index]!;
      const scheduledAt = start + (index * 1000) / commandsPerSecond;
      book.expect(pair.second.id, pair.first.id, scheduledAt);
      book.expect(pair.first.id, pair.second.id, scheduledAt);
      void postSwipe(agent, url, pair).then((status) => {
        statuses[status] = (statuses[status] ?? 0) + 1;
        lastAnswer = performance.now();
        answerLatenciesMs.push(lastAnswer - scheduledAt);
      });
      index++;
    }
    await sleep(1);
  }
  const drainUntil = performance.now() + options.drainMs;
  // Polled on a timer, so that the sockets' messages keep being read meanwhile.
  while ((book.pending() > 0 || answerLatenciesMs.length < pairs.length) && performance.now() < drainUntil) await sleep(50);
  agent.destroy();
  const answered = answerLatenciesMs.length;
  return { sent: pairs.length, answered, answerLatenciesMs, statuses, answeredPerSecond: Math.round(answered / ((lastAnswer - start) / 1000)) };
};
