import type { EventSet, EventStore, Position, RecordedEvent, StreamRevision } from '@sankofa/events';
import { RecentlyUsedMap } from '@sankofa/server-kit';

/** A stream folded up to its event at `revision` (null: up to before its first event). */
export interface FoldedStream<State> {
  state: State;
  revision: StreamRevision | null;
  position: Position | null;
}

/**
 * How one reader folds a stream (a decider is one): `evolve` takes the events `handles` declares,
 * parsed; any other event on the stream leaves the state as it was, unparsed.
 */
export interface StreamFold<State, Event extends RecordedEvent = RecordedEvent> {
  handles: EventSet<Event>;
  initialState: State;
  // Typed by `handles` alone: a decider's evolve takes its events as decided too, before the store records them.
  evolve(state: State, event: NoInfer<Event>): State;
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

export const notFolded = <State>({ initialState }: Pick<StreamFold<State>, 'initialState'>): FoldedStream<State> => ({ state: initialState, revision: null, position: null });

/**
 * The stream folded to its current end. With `states`, it starts from the kept fold and reads
 * only the events after it, then keeps the result: the read always happens, so a fold this
 * process kept is never trusted on its own.
 */
export const readFolded = async <State, Event extends RecordedEvent>(
  store: EventStore,
  stream: string,
  fold: StreamFold<State, Event>,
  states?: StreamStates<State>,
): Promise<FoldedStream<State>> => {
  let folded = states?.get(stream) ?? notFolded(fold);
  const events = store.readStream(stream, folded.revision === null ? {} : { from: folded.revision + 1 });
  for await (const recorded of events) {
    // An event passed over still moves the revision: an append expects the stream's, not the fold's.
    const state = fold.handles.has(recorded) ? fold.evolve(folded.state, fold.handles.parse(recorded)) : folded.state;
    folded = { state, revision: recorded.revision, position: recorded.position };
  }
  states?.keep(stream, folded);
  return folded;
};
