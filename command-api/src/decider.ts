import type { EventContext, EventSet, NewEvent, RecordedEvent } from '@sankofa/events';

/**
 * One aggregate's business logic, pure: `evolve` folds the stream's events into `State`,
 * `decide` turns a command and that state into new events or throws a `DomainError` (a code and a message; the API edge picks the status).
 * Commands are a discriminated union on `type` and `decide` switches over it with a `never`
 * default, so adding a command without handling it fails to compile. Time and ids arrive in
 * the command; `context` only carries who and why into the events' metadata.
 */
export interface Decider<State, Command extends { type: string }, Event extends NewEvent = NewEvent> {
  /** The events of its stream `evolve` folds (an `eventsOf` of `Event`'s definitions), read back upcast; other features' events on the stream are passed over. */
  handles: EventSet<Event & RecordedEvent>;
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State, context: EventContext): Event[];
}
