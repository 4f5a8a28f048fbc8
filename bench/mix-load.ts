import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Random } from '@sankofa/command-api/demo-community';
import { newMatchesTo, openSockets, type LatencyBook } from './live-load.ts';
import type { BenchMember, BenchPair } from './live-setup.ts';

/** A match made during setup, in which either member writes. */
export interface BenchMatch {
  id: string;
  members: [BenchMember, BenchMember];
}

export type ActionKind = 'page' | 'swipe' | 'message';

/** What members do in turn: a discovery page, then `swipesPerPage` swipes with a message after every `swipesPerMessage` of them. */
export const cycleOf = (swipesPerPage: number, swipesPerMessage: number): ActionKind[] => [
  'page',
  ...Array.from({ length: swipesPerPage }, (_, swipe): ActionKind[] => ((swipe + 1) % swipesPerMessage === 0 ? ['swipe', 'message'] : ['swipe'])).flat(),
];

export interface MixOptions {
  appUrl: string;
  /** Every action at start + i/rate, open loop, round `cycle`. */
  rate: number;
  seconds: number;
  cycle: readonly ActionKind[];
  /** The members who browse, pass and message, in turn. */
  members: BenchMember[];
  /** Member ids passed on. */
  targets: string[];
  /** One swipe in `likeBackEvery` is a like back on one of these (taken from the front), which makes a match. */
  likesBack: BenchPair[];
  likeBackEvery: number;
  matches: BenchMatch[];
  random: Random;
  drainMs: number;
}

export interface MixResult {
  /** Answer latencies from each action's scheduled time, by kind, sorted. */
  answersMs: Record<ActionKind, number[]>;
  /** Answers that were not 2xx. */
  errors: number;
  statuses: Record<number, number>;
}

interface Call {
  method: 'GET' | 'POST';
  path: string;
  authorization: string;
  body?: unknown;
}

const send = (agent: Agent, base: string, call: Call) =>
  new Promise<{ status: number; body: string }>((resolve) => {
    const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
    const headers: Record<string, string | number> = { authorization: `Bearer ${call.authorization}` };
    if (payload !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
    const outgoing = request(`${base}${call.path}`, { method: call.method, agent, headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    outgoing.on('error', () => resolve({ status: 0, body: '' }));
    outgoing.end(payload);
  });

/** The match a like back made, from the swipe's answer. */
export const likeBack = async (agent: Agent, base: string, pair: BenchPair): Promise<string | undefined> => {
  const { body } = await send(agent, base, { method: 'POST', path: '/api/swipes', authorization: pair.second.accessToken, body: { swipedId: pair.first.id, isLike: true } });
  return (JSON.parse(body || '{}') as { match?: { id: string } }).match?.id;
};

/**
 * Each member's `/ws`, authenticated, a hundred at a time: a `new_match` arrives in `matches`
 * keyed by the other member, a `new_message` in `messages` keyed by its text; nothing else is parsed.
 */
export const openMixSockets = (liveUrl: string, members: BenchMember[], books: () => { matches: LatencyBook; messages: LatencyBook }) => {
  const newMatch = newMatchesTo((memberId, matchedId, at) => books().matches.arrived(memberId, matchedId, at));
  return openSockets(liveUrl, members, (memberId, text, at) => {
    if (!text.startsWith('{"type":"new_message"')) return newMatch(memberId, text, at);
    books().messages.arrived(memberId, (JSON.parse(text) as { payload: { message: { content: string } } }).payload.message.content, at);
  });
};

/**
 * The mix, open loop: action i is sent at start + i/rate whatever the answers before it, and
 * its latencies (answer, and command → `/ws` for matches and messages) count from that time.
 */
export const runMix = async (options: MixOptions, books: { matches: LatencyBook; messages: LatencyBook }): Promise<MixResult> => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1_024 });
  const result: MixResult = { answersMs: { page: [], swipe: [], message: [] }, errors: 0, statuses: {} };
  let swipes = 0;
  let messageCount = 0;

  const callFor = (kind: ActionKind, member: BenchMember, scheduledAt: number): Call => {
    if (kind === 'page') return { method: 'GET', path: '/api/users/discovery', authorization: member.accessToken };
    if (kind === 'message') {
      const match = options.matches[messageCount % options.matches.length]!;
      const [sender, receiver] = messageCount % 2 === 0 ? match.members : [match.members[1], match.members[0]];
      const content = `mix ${++messageCount}`;
      books.messages.expect(receiver.id, content, scheduledAt);
      return { method: 'POST', path: `/api/matches/${match.id}/messages`, authorization: sender.accessToken, body: { content } };
    }
    const pair = ++swipes % options.likeBackEvery === 0 ? options.likesBack.shift() : undefined;
    if (!pair) return { method: 'POST', path: '/api/swipes', authorization: member.accessToken, body: { swipedId: options.random.pick(options.targets), isLike: false } };
    books.matches.expect(pair.second.id, pair.first.id, scheduledAt);
    books.matches.expect(pair.first.id, pair.second.id, scheduledAt);
    return { method: 'POST', path: '/api/swipes', authorization: pair.second.accessToken, body: { swipedId: pair.first.id, isLike: true } };
  };

  const total = Math.round(options.rate * options.seconds);
  const answers: Array<Promise<void>> = [];
  const startedAt = performance.now();
  for (let index = 0; index < total; ) {
    const now = performance.now();
    for (let scheduledAt = startedAt + (index * 1_000) / options.rate; index < total && scheduledAt <= now; scheduledAt = startedAt + (++index * 1_000) / options.rate) {
      const kind = options.cycle[index % options.cycle.length]!;
      const at = scheduledAt;
      answers.push(
        send(agent, options.appUrl, callFor(kind, options.members[index % options.members.length]!, at)).then(({ status }) => {
          result.answersMs[kind].push(performance.now() - at);
          result.statuses[status] = (result.statuses[status] ?? 0) + 1;
          if (status < 200 || status > 299) result.errors++;
        }),
      );
    }
    await sleep(1);
  }
  await Promise.all(answers);
  const drainUntil = performance.now() + options.drainMs;
  // Polled on a timer, so that the sockets' messages keep being read meanwhile.
  while (books.matches.pending() + books.messages.pending() > 0 && performance.now() < drainUntil) await sleep(50);
  agent.destroy();
  for (const latencies of Object.values(result.answersMs)) latencies.sort((a, b) => a - b);
  return result;
};
