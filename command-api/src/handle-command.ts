import { setTimeout as sleep } from 'node:timers/promises';
import {
  ConcurrencyError,
  type EventContext,
  type EventStore,
  type NewEvent,
  type Position,
  type RecordedEvent,
  type StreamRevision,
} from '@sankofa/events';
import type { Decider } from './decider.ts';
import { readFolded, type FoldedStream } from './stream-states.ts';
import { DomainError } from './domain-error.ts';

export interface CommandResult<State, Event extends NewEvent> {
  /** The appended events (none when the decider decided nothing). */
  events: Array<Event & RecordedEvent>;
  state: State;
  /** The stream's revision after the command, null for a stream that still does not exist. */
  revision: StreamRevision | null;
  /** The position of the stream's last event: the read-your-writes token for the client. */
  position: Position | null;
}

/** A command for one stream: what every way of handling it starts from. */
export interface HandleCommandOptions<State, Command extends { type: string }, Event extends NewEvent> {
  store: EventStore;
  stream: string;
  decider: Decider<State, Command, Event>;
  command: Command;
  context: EventContext;
}

export const DEFAULT_MAX_ATTEMPTS = 5;

/**
 * Appends what was decided on `current`, expecting its revision: another writer's append in
 * between is a `ConcurrencyError`. Nothing decided appends nothing and answers `current`.
 */
export const appendDecision = async <State, Event extends NewEvent>(
  { store, stream, decider }: Pick<HandleCommandOptions<State, never, Event>, 'store' | 'stream' | 'decider'>,
  current: FoldedStream<State>,
  decided: Event[],
): Promise<CommandResult<State, Event>> => {
  if (decided.length === 0) return { events: [], ...current };
  const appended = await store.append(stream, decided, { expected: current.revision ?? 'no_stream' });
  const firstRevision = appended.revision - decided.length + 1;
  const events = decided.map((event, index) => ({ ...event, stream, revision: firstRevision + index, position: appended.positions[index]! }));
  return {
    events,
    state: events.reduce((state, event) => decider.evolve(state, event), current.state),
    revision: appended.revision,
    position: appended.positions.at(-1) ?? null,
  };
};

/**
 * Runs `attempt` again while another writer gets to `stream` first (a `ConcurrencyError`), each
 * time on the stream as it then is, up to `maxAttempts` times; then the command is a 409.
 */
export const retryOnConflict = async <Result>(stream: string, maxAttempts: number, attempt: () => Promise<Result>): Promise<Result> => {
  for (let attempts = 1; ; attempts++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
      if (attempts >= maxAttempts) {
        throw new DomainError('concurrent_modification', `${stream} kept changing while the command was being decided; try again`);
      }
      // Jitter so that writers colliding on one stream do not collide again in lockstep.
      await sleep(Math.random() * 10 * attempts);
    }
  }
};

/**
 * Reads the stream, folds it, decides, and appends expecting the revision it read. Another
 * writer appending in between is a `ConcurrencyError`: the command is decided again on the
 * fresh state, a bounded number of times, then it is a 409.
 */
export const handleCommand = <State, Command extends { type: string }, Event extends NewEvent>(
  options: HandleCommandOptions<State, Command, Event>,
): Promise<CommandResult<State, Event>> => {
  const { store, stream, decider, command, context } = options;
  return retryOnConflict(stream, DEFAULT_MAX_ATTEMPTS, async () => {
    const current = await readFolded(store, stream, decider);
    return appendDecision(options, current, decider.decide(command, current.state, context));
  });
};
