import { parseWith, type EventDefinition, type EventOf } from './catalog.ts';
import type { NewEvent, RecordedEvent } from './store.ts';

/**
 * The events one reader of the log handles (a projector, a live mapper, a fold), declared once:
 * the reader receives them parsed, upcast to their current version, as a typed union, so it
 * never casts an event's data nor parses it again.
 */
export interface EventSet<Event extends RecordedEvent = RecordedEvent> {
  /** The types to read from the log; undefined reads every type. */
  readonly types: readonly Event['type'][] | undefined;
  has(event: Pick<RecordedEvent, 'type'>): boolean;
  /** `event`, one of `has`'s, as its reader receives it. */
  parse(event: RecordedEvent): Event;
}

/** The union a set's reader receives. */
export type EventsIn<Set> = Set extends EventSet<infer Event> ? Event : never;

/** What the store records of a decider's new events: their recorded twin, same type and data. */
export type RecordedOf<Event extends NewEvent> = Event extends NewEvent<infer Type, infer Data> ? RecordedEvent<Type, Data> : never;

// Readers in one process share the recorded event objects (a live group's batch, the live feed),
// so each is parsed once however many readers take it.
const parsedOnce = new WeakMap<RecordedEvent, RecordedEvent>();

const parseOnce = (definition: EventDefinition, event: RecordedEvent): RecordedEvent => {
  const kept = parsedOnce.get(event);
  if (kept && kept.type === definition.type && kept.metadata.schemaVersion === definition.version) return kept;
  const parsed = parseWith(definition, event);
  parsedOnce.set(event, parsed);
  return parsed;
};

/** The set of these definitions' events: `eventsOf(MatchMade, MessageSent)`. */
export const eventsOf = <const Definitions extends readonly EventDefinition[]>(...definitions: Definitions): EventSet<EventOf<Definitions[number]>> => {
  const byType = new Map<string, EventDefinition>(definitions.map((definition) => [definition.type, definition]));
  return {
    types: [...byType.keys()] as Array<EventOf<Definitions[number]>['type']>,
    has: (event) => byType.has(event.type),
    parse(event) {
      const definition = byType.get(event.type);
      if (!definition) throw new Error(`${event.type} is not among ${[...byType.keys()].join(', ')}`);
      return parseOnce(definition, event) as EventOf<Definitions[number]>;
    },
  };
};

/**
 * Events read by their envelope alone (type, stream, position, metadata) as recorded: for readers
 * of the whole log that keep its events as they are, or of types they never look inside.
 */
export const recordedEvents = (types?: readonly string[]): EventSet => {
  const known = types && new Set(types);
  return { types, has: (event) => !known || known.has(event.type), parse: (event) => event };
};

/** Every event of the log, those `definitions` know parsed and upcast, any other as recorded. */
export const everyEventOf = (definitions: readonly EventDefinition[]): EventSet => {
  const byType = new Map(definitions.map((definition) => [definition.type, definition]));
  return {
    types: undefined,
    has: () => true,
    parse(event) {
      const definition = byType.get(event.type);
      return definition ? parseOnce(definition, event) : event;
    },
  };
};
