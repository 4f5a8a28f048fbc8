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
import { ConflictError } from '@sankofa/server-kit';
import type { Decider } from './decider.ts';

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
}

interface StreamState<State> {
  state: State;
  revision: StreamRevision | null;
  position: Position | null;
}

const load = async <State, Event extends NewEvent>(
  store: EventStore,
  stream: string,
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  catalog: Catalog | undefined,
): Promise<StreamState<State>> => {
  let current: StreamState<State> = { state: decider.initialState, revision: null, position: null };
  for await (const recorded of store.readStream(stream)) {
    const event = (catalog ? catalog.parse(recorded) : recorded) as Event & RecordedEvent;
    current = { state: decider.evolve(current.state, event), revision: event.revision, position: event.position };
  }
  return current;
};

const DEFAULT_MAX_ATTEMPTS = 5;

/**
 * Reads the stream, folds it, decides, and appends expecting the revision it read. Another
 * writer appending in between is a `ConcurrencyError`: the command is decided again on the
 * fresh state, a bounded number of times, then it is a 409.
 */
export const handleCommand = async <State, Command extends { type: string }, Event extends NewEvent>(
  options: HandleCommandOptions<State, Command, Event>,
): Promise<CommandResult<State, Event>> => {
  const { store, stream, decider, command, context, catalog, maxAttempts = DEFAULT_MAX_ATTEMPTS, beforeAppend } = options;
  for (let attempt = 1; ; attempt++) {
    const current = await load(store, stream, decider, catalog);
    const decided = decider.decide(command, current.state, context);
    if (decided.length === 0) return { events: [], ...current };
    await beforeAppend?.(decided, current.state);
    try {
      const appended = await store.append(stream, decided, { expected: current.revision ?? 'no_stream' });
      const firstRevision = appended.revision - decided.length + 1;
      const events = decided.map((event, index) => ({
        ...event,
        stream,
        revision: firstRevision + index,
        position: appended.positions[index]!,
      }));
      return {
        events,
        state: events.reduce((state, event) => decider.evolve(state, event), current.state),
        revision: appended.revision,
        position: appended.positions.at(-1) ?? null,
      };
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
      if (attempt >= maxAttempts) {
        throw new ConflictError(`${stream} kept changing while the command was being decided; try again`, 'concurrent_modification');
      }
      // Jitter so that writers colliding on one stream do not collide again in lockstep.
      await sleep(Math.random() * 10 * attempt);
    }
  }
};
