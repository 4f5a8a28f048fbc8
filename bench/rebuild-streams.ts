import type { EventContext, EventStore, NewEvent } from '@sankofa/events';
import type { Decider } from '@sankofa/command-api';
import { DomainError } from '@sankofa/command-api/deciders';

/** How one decider folds a stream; several may fold the same stream (the member stream has three). */
export interface Fold<State = unknown> {
  initialState: State;
  evolve(state: State, event: NewEvent): State;
}

/** A command decided on a stream's state as one of its folds has it: the events, or null for a refusal. */
type DecideOnStream = <State, Command extends { type: string }, Event extends NewEvent>(
  stream: string,
  decider: Decider<State, Command, Event>,
  fold: Fold<State>,
  command: Command,
  context: EventContext,
) => Event[] | null;

interface Kept {
  folds: Map<Fold, unknown>;
  /** Events appended to the store so far (its next expected revision is this minus one). */
  appended: number;
  pending: NewEvent[];
}

/**
 * The write side without the round trips: each stream's folds kept in memory, every command
 * decided by the command-api's own pure decider on them, and the decided events appended to the
 * store in batches (one append per stream per flush, at the stream's exact expected revision),
 * so the log holds exactly what the commands would have appended one by one.
 */
export const createDecidedLog = (store: EventStore, foldsOf: (stream: string) => readonly Fold[]) => {
  const streams = new Map<string, Kept>();
  let refused = 0;
  let decidedCount = 0;

  const keptOf = (stream: string): Kept => {
    let kept = streams.get(stream);
    if (!kept) {
      kept = { folds: new Map(foldsOf(stream).map((fold) => [fold, fold.initialState])), appended: 0, pending: [] };
      streams.set(stream, kept);
    }
    return kept;
  };

  const record = (stream: string, events: readonly NewEvent[]): void => {
    const kept = keptOf(stream);
    for (const [fold, state] of kept.folds) kept.folds.set(fold, events.reduce((folded, event) => fold.evolve(folded, event), state));
    kept.pending.push(...events);
    decidedCount += events.length;
  };

  /** The state `fold` has of `stream` now. */
  const stateOf = <State>(stream: string, fold: Fold<State>): State => {
    const kept = keptOf(stream);
    if (!kept.folds.has(fold as Fold)) throw new Error(`${stream} is not folded by this decider`);
    return kept.folds.get(fold as Fold) as State;
  };

  /** What `decider` decides, not yet recorded; a refusal is what a member gets as a 4xx. */
  const propose: DecideOnStream = (stream, decider, fold, command, context) => {
    try {
      return decider.decide(command, stateOf(stream, fold), context);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refused += 1;
      return null;
    }
  };

  /** Proposes and records: what one command handler call appends. */
  const decide: DecideOnStream = (stream, decider, fold, command, context) => {
    const events = propose(stream, decider, fold, command, context);
    if (events) record(stream, events);
    return events;
  };

  return {
    stateOf,
    propose,
    decide,
    /** Folds and queues for appending what was decided (or what a handler appends itself, e.g. `MatchOpened`). */
    record,
    get decided() {
      return decidedCount;
    },
    get refused() {
      return refused;
    },
    /** Appends every stream's pending events, `concurrency` appends in flight. */
    async flush(concurrency: number): Promise<void> {
      const due = [...streams.entries()].filter(([, kept]) => kept.pending.length > 0);
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < due.length) {
            const [stream, kept] = due[next++]!;
            const events = kept.pending;
            kept.pending = [];
            await store.append(stream, events, { expected: kept.appended === 0 ? 'no_stream' : kept.appended - 1 });
            kept.appended += events.length;
          }
        }),
      );
    },
  };
};

export type DecidedLog = ReturnType<typeof createDecidedLog>;
