import type { EventStore, Position, RecordedEvent, StreamRevision } from '@sankofa/events';
import { RecentlyUsedMap } from '@sankofa/server-kit';

/** A stream folded up to its event at `revision` (null: up to before its first event). */
export interface FoldedStream<State> {
  state: State;
  revision: StreamRevision | null;
  position: Position | null;
}

/** How one reader folds a stream: its events arrive as read, so it parses only those it uses. */
export interface StreamFold<State> {
  initialState: State;
  evolve(state: State, recorded: RecordedEvent): State;
}

/**
 * What this process last saw of some streams, folded one way (so: one per fold and event store).
 * A kept fold may be behind its stream, since another instance or another feature may have
 * appended since: read on from it (`readFolded`) before relying on it, or decide on it only where
 * an append's expected revision checks the decision. Holds at most `capacity` streams and forgets
 * the least recently used first.
 */
export interface StreamStates<State> {
  get(stream: string): FoldedStream<State> | undefined;
  /** Keeps `folded` unless a fold further along is kept already (reads that overlap finish in any order). */
  keep(stream: string, folded: FoldedStream<State>): void;
}

const isAhead = (kept: FoldedStream<unknown>, folded: FoldedStream<unknown>) => (kept.revision ?? -1) > (folded.revision ?? -1);

export const createStreamStates = <State>(capacity: number): StreamStates<State> => {
  const kept = new RecentlyUsedMap<string, FoldedStream<State>>(capacity);
  return {
    get: (stream) => kept.use(stream),
    keep(stream, folded) {
      const current = kept.get(stream);
      if (current && isAhead(current, folded)) return;
      kept.set(stream, folded);
    },
  };
};

export const notFolded = <State>(fold: StreamFold<State>): FoldedStream<State> => ({ state: fold.initialState, revision: null, position: null });

/**
 * The stream folded to its current end. With `states`, it starts from the kept fold and reads
 * only the events after it, then keeps the result: the read always happens, so a fold this
 * process kept is never trusted on its own.
 */
export const readFolded = async <State>(store: EventStore, stream: string, fold: StreamFold<State>, states?: StreamStates<State>): Promise<FoldedStream<State>> => {
  let folded = states?.get(stream) ?? notFolded(fold);
  const events = store.readStream(stream, folded.revision === null ? {} : { from: folded.revision + 1 });
  for await (const recorded of events) {
    folded = { state: fold.evolve(folded.state, recorded), revision: recorded.revision, position: recorded.position };
  }
  states?.keep(stream, folded);
  return folded;
};
