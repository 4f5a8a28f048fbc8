import { z } from 'zod';
import { v7 as uuidv7 } from 'uuid';
import { actorKindOf, type ActorKind, type EventMetadata, type NewEvent, type RecordedEvent } from './store.ts';

/** Turns the data of version `from` into the shape of version `from + 1`. */
export type Upcaster = (data: unknown) => unknown;

export interface EventDefinition<Type extends string = string, Data = unknown> {
  type: Type;
  version: number;
  schema: z.ZodType<Data>;
  /** Keyed by the version they upgrade from. */
  upcasters: Readonly<Record<number, Upcaster>>;
}

export const defineEvent = <Type extends string, Schema extends z.ZodType>(
  type: Type,
  schema: Schema,
  options: { version?: number; upcasters?: Record<number, Upcaster> } = {},
): EventDefinition<Type, z.output<Schema>> => ({
  type,
  schema: schema as z.ZodType<z.output<Schema>>,
  version: options.version ?? 1,
  upcasters: options.upcasters ?? {},
});

export type EventOf<Definition> =
  Definition extends EventDefinition<infer Type, infer Data> ? RecordedEvent<Type, Data> : never;

/** What a decider emits for one or more definitions (a union): the event before the store gives it a position. */
export type NewEventOf<Definition> = Definition extends EventDefinition<infer Type, infer Data> ? NewEvent<Type, Data> : never;

/** Who and why: carried from the request into every event it causes. */
export interface EventContext {
  actorId: string;
  /** Derived from `actorId` when not given (see `actorKindOf`). */
  actorKind?: ActorKind;
  correlationId: string;
  causationId?: string | null;
  now?: Date;
  /** Marks the events as the demo community's own activity (see `EventMetadata.demo`). */
  demo?: boolean;
}

export const newEvent = <Type extends string, Data>(
  definition: EventDefinition<Type, Data>,
  data: Data,
  context: EventContext,
): NewEvent<Type, Data> => {
  const metadata: EventMetadata = {
    eventId: uuidv7(),
    occurredAt: (context.now ?? new Date()).toISOString(),
    actorId: context.actorId,
    actorKind: actorKindOf(context),
    correlationId: context.correlationId,
    causationId: context.causationId ?? null,
    schemaVersion: definition.version,
    ...(context.demo ? { demo: true as const } : {}),
  };
  return { type: definition.type, data: definition.schema.parse(data), metadata };
};

/** The context for what `cause` makes happen: same actor and correlation, caused by that event. */
export const causedBy = (context: EventContext, cause: Pick<NewEvent, 'metadata'>): EventContext => ({ ...context, causationId: cause.metadata.eventId });

export class UnknownEventTypeError extends Error {
  override readonly name = 'UnknownEventTypeError';
  constructor(readonly type: string) {
    super(`Unknown event type ${type}`);
  }
}

export class EventSchemaError extends Error {
  override readonly name = 'EventSchemaError';
  constructor(
    readonly event: Pick<RecordedEvent, 'type' | 'position' | 'stream'>,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`Event ${event.type} at ${event.position} does not match its schema: ${z.prettifyError(new z.ZodError(issues))}`);
  }
}

export interface Catalog {
  readonly types: readonly string[];
  /** Every event's definition, in the catalog's order (the event catalog docs are generated from them). */
  readonly definitions: readonly EventDefinition[];
  has(type: string): boolean;
  /** Upcasts an event recorded with an older schema version and validates it against the current schema. */
  parse(event: RecordedEvent): RecordedEvent;
}

export const createCatalog = (definitions: readonly EventDefinition[]): Catalog => {
  const byType = new Map(definitions.map((definition) => [definition.type, definition]));
  if (byType.size !== definitions.length) throw new Error('Two event definitions share a type');

  return {
    types: [...byType.keys()],
    definitions: [...definitions],
    has: (type) => byType.has(type),
    parse(event) {
      const definition = byType.get(event.type);
      if (!definition) throw new UnknownEventTypeError(event.type);
      return parseWith(definition, event);
    },
  };
};

const upcast = (definition: EventDefinition, data: unknown, fromVersion: number): unknown => {
  let current = data;
  for (let version = fromVersion; version < definition.version; version++) {
    const upcaster = definition.upcasters[version];
    if (!upcaster) throw new Error(`No upcaster for ${definition.type} v${version}`);
    current = upcaster(current);
  }
  return current;
};

/** `event` (of `definition`'s type) upcast from the version it was recorded with and validated against the current schema. */
export const parseWith = <Type extends string, Data>(definition: EventDefinition<Type, Data>, event: RecordedEvent): RecordedEvent<Type, Data> => {
  const data = upcast(definition, event.data, event.metadata.schemaVersion ?? 1);
  const result = definition.schema.safeParse(data);
  if (!result.success) throw new EventSchemaError(event, result.error.issues);
  return {
    ...event,
    type: definition.type,
    data: result.data,
    metadata: { ...event.metadata, schemaVersion: definition.version },
  };
};
