import { setTimeout as sleep } from 'node:timers/promises';
import { ConcurrencyError, type EventStore, type NewEvent, type Position, type RecordedEvent, type StreamAppend } from '@sankofa/events';
import { DEFAULT_MAX_ATTEMPTS } from './handle-command.ts';
import { DomainError } from './domain-error.ts';
import type { Decider } from './decider.ts';
import { notFolded, readFolded, type FoldedStream, type StreamFold, type StreamStates } from './stream-states.ts';

/** A stream a decision over several streams reads and may write: its decider's fold, and what this process last saw of it. */
interface WrittenStream<State> {
  stream: string;
  fold: Decider<State, never>;
  states: StreamStates<State>;
  checked?: false;
}

/**
 * A stream the decision reads but never writes (a member a swipe is about): checked at the
 * revision decided on inside the append, instead of read on before each decision.
 */
interface CheckedStream<State> {
  stream: string;
  fold: StreamFold<State>;
  states: StreamStates<State>;
  checked: true;
}

export type KeptStream<State> = WrittenStream<State> | CheckedStream<State>;

/** What one stream is to be given; a stream none of the kept streams names is new (expected: no stream). */
export interface StreamShare {
  stream: string;
  events: NewEvent[];
}

export type FoldedStreams<States> = { [Name in keyof States]: FoldedStream<States[Name]> };

export interface CommandsResult<States> {
  /** Each kept stream as the append left it (as read, for one given nothing). */
  folded: FoldedStreams<States>;
  /** What was appended, stream by stream, in the order decided (nothing when nothing was decided). */
  appended: RecordedEvent[];
  /** The last appended event's position: the read-your-writes token. */
  position: Position | null;
}

const keptOrNew = <States>(streams: { [Name in keyof States]: KeptStream<States[Name]> }): FoldedStreams<States> =>
  Object.fromEntries(Object.entries<KeptStream<unknown>>(streams).map(([name, kept]) => [name, kept.states.get(kept.stream) ?? notFolded(kept.fold)])) as FoldedStreams<States>;

const readOn = async <States>(store: EventStore, streams: { [Name in keyof States]: KeptStream<States[Name]> }): Promise<FoldedStreams<States>> =>
  Object.fromEntries(
    await Promise.all(Object.entries<KeptStream<unknown>>(streams).map(async ([name, kept]) => [name, await readFolded(store, kept.stream, kept.fold, kept.states)] as const)),
  ) as FoldedStreams<States>;

/** Reads a stream this process has not seen yet, so that a decision on it does not start from nothing; one it has seen is not read. */
export const readUnlessKept = async <State>(store: EventStore, { stream, fold, states }: KeptStream<State>): Promise<void> => {
  if (!states.get(stream)) await readFolded(store, stream, fold, states);
};

/**
 * Decides one command over several streams and appends all it decides in one multi-stream append,
 * each stream at the revision it was decided on (a `checked` stream given nothing is checked
 * there too): all of it is recorded, or none.
 *
 * The first decision is made on what this process last saw of each stream (nothing, for one it
 * never saw), without reading: the append's expected revisions check it. A conflict, a refusal
 * or nothing to append may come only from a fold that was behind, so then the stream that
 * conflicted (all of them, after a refusal or nothing to append) is read on from its kept fold and
 * the command decided again, a bounded number of conflicts (then a 409).
 * `decide` must be pure: it runs again on every attempt.
 */
export const handleCommands = async <States>(
  store: EventStore,
  streams: { [Name in keyof States]: KeptStream<States[Name]> },
  decide: (folded: FoldedStreams<States>) => StreamShare[],
  maxAttempts = DEFAULT_MAX_ATTEMPTS,
): Promise<CommandsResult<States>> => {
  let read = false;
  let conflicted: string | undefined;
  for (let attempts = 1; ; ) {
    const folded = read ? await readOn(store, streams) : keptOrNew(streams);
    if (conflicted !== undefined && !read) {
      // Only the stream that conflicted is known to be behind: the append checks the others anyway.
      const name = (Object.keys(streams) as Array<keyof States & string>).find((key) => streams[key].stream === conflicted);
      if (name !== undefined) folded[name] = (await readFolded(store, conflicted, streams[name].fold, streams[name].states)) as FoldedStreams<States>[typeof name];
      conflicted = undefined;
    }
    let shares: StreamShare[];
    try {
      shares = decide(folded).filter((share) => share.events.length > 0);
    } catch (refusal) {
      if (read) throw refusal;
      read = true;
      continue;
    }
    if (shares.length === 0) {
      if (read) return { folded, appended: [], position: null };
      read = true;
      continue;
    }
    const names = Object.keys(streams) as Array<keyof States & string>;
    const nameOf = (stream: string) => names.find((name) => streams[name].stream === stream);
    // A checked stream that does not exist yet has no revision to check: a decision on it was a refusal, or it holds nothing that matters.
    const named = new Set(shares.map((share) => share.stream));
    const checks = names.flatMap((name) => {
      const { stream, checked } = streams[name] as KeptStream<unknown>;
      const { revision } = folded[name];
      if (!checked || revision === null || named.has(stream)) return [];
      named.add(stream);
      return [{ stream, events: [], expected: revision }];
    });
    try {
      const results = await store.appendToStreams([
        ...shares.map(({ stream, events }): StreamAppend => {
          const name = nameOf(stream);
          return { stream, events, expected: (name === undefined ? null : folded[name].revision) ?? 'no_stream' };
        }),
        ...checks,
      ]);
      const appended = shares.flatMap(({ stream, events }, index) => {
        const { revision, positions } = results[index]!;
        return events.map((event, at) => ({ ...event, stream, revision: revision - events.length + 1 + at, position: positions[at]! }));
      });
      const after = { ...folded };
      for (const name of names) {
        const kept = streams[name] as KeptStream<unknown>;
        const own = appended.filter((event) => event.stream === kept.stream);
        if (own.length === 0 || kept.checked) continue;
        const { stream, fold, states } = kept;
        const state = own.reduce((current, event) => (fold.handles.has(event) ? fold.evolve(current, event) : current), folded[name].state as unknown);
        const last = own.at(-1)!;
        states.keep(stream, { state, revision: last.revision, position: last.position });
        after[name] = { state, revision: last.revision, position: last.position } as FoldedStreams<States>[typeof name];
      }
      return { folded: after, appended, position: appended.at(-1)?.position ?? null };
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
      if (attempts >= maxAttempts) {
        throw new DomainError('concurrent_modification', `${error.stream} kept changing while the command was being decided; try again`);
      }
      attempts++;
      conflicted = error.stream;
      // Jitter so that writers colliding on one stream do not collide again in lockstep.
      await sleep(Math.random() * 10 * attempts);
    }
  }
};
