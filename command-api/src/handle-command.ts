import { setTimeout as sleep } from 'node:timers/promises';
import {
  ConcurrencyError,
  type Catalog,
  type EventContext,
  type EventStore,
  type NewEvent,
  type Position,
  type RecordedEvent,
  type StreamRevision,
} from '@sankofa/events';
import type { Decider } from './decider.ts';
import { DomainError } from './domain-error.ts';
import { notFolded, readFolded, type FoldedStream, type StreamFold, type StreamStates } from './stream-states.ts';

export interface CommandResult<State, Event extends NewEvent> {
  /** The appended events (none when the decider decided nothing). */
  events: Array<Event & RecordedEvent>;
  state: State;
  /** The stream's revision after the command, null for a stream that still does not exist. */
  revision: StreamRevision | null;
  /** The position of the stream's last event: the read-your-writes token for the client. */
  position: Position | null;
}

export interface HandleCommandOptions<State, Command extends { type: string }, Event extends NewEvent> {
  store: EventStore;
  stream: string;
  decider: Decider<State, Command, Event>;
  command: Command;
  context: EventContext;
  /** Upcasts and validates the events read back, so `evolve` only sees current shapes. */
  catalog?: Catalog;
  maxAttempts?: number;
  /**
   * Runs between deciding and appending, on every attempt, for what the decision needs from
   * outside the stream (a quota to take); throwing abandons the command with nothing appended.
   */
  beforeAppend?: (decided: Event[], state: State) => Promise<void>;
  /** This decider's folds kept from earlier commands (on this store): only the events after them are read. */
  states?: StreamStates<State>;
  /**
   * Decides first on what this process last saw of the stream (in `states`; nothing, for a
   * stream it never saw), without reading: the append's expected revision checks that decision,
   * and a conflict, a refusal or a decision to append nothing is decided again on the stream as
   * read. It saves the read on a stream that mostly this process appends to (a member's likes of
   * the day, new each day); elsewhere each conflict costs more than the read saved. Never with
   * `beforeAppend`, whose effect must follow a decision on the stream as read.
   */
  decideBeforeReading?: boolean;
}

const DEFAULT_MAX_ATTEMPTS = 5;

const foldOf = <State, Event extends NewEvent>(decider: Decider<State, never, Event>, catalog: Catalog | undefined): StreamFold<State> => ({
  initialState: decider.initialState,
  evolve: (state, recorded) => decider.evolve(state, (catalog ? catalog.parse(recorded) : recorded) as Event & RecordedEvent),
});

/**
 * Reads the stream, folds it, decides, and appends expecting the revision it read. Another
 * writer appending in between is a `ConcurrencyError`: the command is decided again on the
 * fresh state, a bounded number of times, then it is a 409. With `states` it reads only the
 * events after the fold it kept, and keeps the fold it ends with.
 */
export const handleCommand = async <State, Command extends { type: string }, Event extends NewEvent>(
  options: HandleCommandOptions<State, Command, Event>,
): Promise<CommandResult<State, Event>> => {
  const { store, stream, decider, command, context, catalog, maxAttempts = DEFAULT_MAX_ATTEMPTS, beforeAppend, states } = options;

  const append = async (current: FoldedStream<State>, decided: Event[]): Promise<CommandResult<State, Event>> => {
    const appended = await store.append(stream, decided, { expected: current.revision ?? 'no_stream' });
    const firstRevision = appended.revision - decided.length + 1;
    const events = decided.map((event, index) => ({ ...event, stream, revision: firstRevision + index, position: appended.positions[index]! }));
    const folded = {
      state: events.reduce((state, event) => decider.evolve(state, event), current.state),
      revision: appended.revision,
      position: appended.positions.at(-1) ?? null,
    };
    states?.keep(stream, folded);
    return { events, ...folded };
  };

  /**
   * A decision on what this process last saw, which may be behind the stream, stands only once
   * appended at that revision. A refusal, nothing to append or a conflict answers null: it may
   * hold only because the fold was behind, so the command is decided again on the stream as read.
   */
  const appendUnlessStale = async (seen: FoldedStream<State>): Promise<CommandResult<State, Event> | null> => {
    let decided: Event[] = [];
    try {
      decided = decider.decide(command, seen.state, context);
    } catch {
      // Decided again below, on the stream as read.
    }
    if (decided.length === 0) return null;
    return append(seen, decided).catch((error: unknown) => {
      if (error instanceof ConcurrencyError) return null;
      throw error;
    });
  };

  const fold = foldOf(decider, catalog);
  if (options.decideBeforeReading && !beforeAppend) {
    const appended = await appendUnlessStale(states?.get(stream) ?? notFolded(fold));
    if (appended) return appended;
  }

  for (let attempt = 1; ; attempt++) {
    const current = await readFolded(store, stream, fold, states);
    const decided = decider.decide(command, current.state, context);
    if (decided.length === 0) return { events: [], ...current };
    await beforeAppend?.(decided, current.state);
    try {
      return await append(current, decided);
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
      if (attempt >= maxAttempts) {
        throw new DomainError('concurrent_modification', `${stream} kept changing while the command was being decided; try again`);
      }
      // Jitter so that writers colliding on one stream do not collide again in lockstep.
      await sleep(Math.random() * 10 * attempt);
    }
  }
};
