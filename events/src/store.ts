/**
 * The event log's contract. Both adapters (PostgreSQL, KurrentDB) implement it and pass
 * the shared contract suite in `contract/`.
 */

/** Opaque, sorts lexicographically in log order for every adapter. */
export type Position = string;

/** Stream revisions start at 0 for a stream's first event. */
export type StreamRevision = number;

export type ExpectedState = 'any' | 'no_stream' | 'exists' | StreamRevision;

/** Who acted: a member (through the app), an operator (an admin's admin action, the admin CLI), or the system (schedulers, reactors, payments). */
export type ActorKind = 'member' | 'operator' | 'system';

export interface EventMetadata {
  eventId: string;
  occurredAt: string;
  actorId: string;
  /** Absent on events recorded before it was kept: read them with `actorKindOf(metadata)`. */
  actorKind?: ActorKind;
  correlationId: string;
  /** The command's id (its Idempotency-Key, else the request's correlation id) or the id of the event that caused this one. */
  causationId: string | null;
  schemaVersion: number;
  /** Present (true) only on what the demo community did by itself: seeded history and its reactor's likes and replies. */
  demo?: true;
  /** Set by the reader, never stored: the data fields that read as erased because their owner's key was destroyed. */
  erasedFields?: string[];
}

export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  /** Filled in by `newEvent`: eventId, occurredAt, actorId, correlation and version. */
  metadata: EventMetadata;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  metadata: EventMetadata;
  stream: string;
  revision: StreamRevision;
  position: Position;
}

export interface AppendResult {
  /** The stream's revision after the append (its last event's revision). */
  revision: StreamRevision;
  /** One position per appended event, in order. */
  positions: Position[];
}

export interface AppendOptions {
  expected?: ExpectedState;
}

/** One stream's share of a multi-stream append. */
export interface StreamAppend {
  stream: string;
  /**
   * None makes the share a check: the stream must be at `expected`, a revision, when the others
   * are written (a decision read it, and no event of it is appended).
   */
  events: readonly NewEvent[];
  expected?: ExpectedState;
}

export interface ReadStreamOptions {
  /** First revision to read (inclusive); for backwards reads the revision to start from. */
  from?: StreamRevision;
  direction?: 'forwards' | 'backwards';
  maxCount?: number;
}

export interface LogFilter {
  /** Only these event types. */
  types?: readonly string[];
  /** Only streams of these categories (the part of the stream name before the first '-'). */
  categories?: readonly string[];
}

export interface ReadAllOptions extends LogFilter {
  /** Exclusive lower bound; omit to read from the start of the log. */
  after?: Position;
  /** Exclusive upper bound; omit to read to the current end. */
  before?: Position;
  /** Maximum number of events to yield in total; omit for all. */
  limit?: number;
}

export interface SubscribeOptions {
  after?: Position;
  filter?: LogFilter;
  /** Aborting ends the iteration without an error. */
  signal?: AbortSignal;
}

export interface EventStore {
  append(stream: string, events: readonly NewEvent[], options?: AppendOptions): Promise<AppendResult>;
  /**
   * Appends to several streams at once, all or nothing: every stream is checked at its expected
   * state, and one that does not hold throws the `ConcurrencyError` naming it, with nothing written.
   * One result per share, in order; positions follow the shares' order, then each share's events'.
   */
  appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]>;
  /** Yields nothing for a stream that does not exist. */
  readStream(stream: string, options?: ReadStreamOptions): AsyncIterable<RecordedEvent>;
  /** Pages through the whole log in position order; never loads it into memory at once. */
  readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent>;
  /** Catch-up, then live. Throws a `SubscriptionDroppedError` carrying the last position seen. */
  subscribe(options?: SubscribeOptions): AsyncIterable<RecordedEvent>;
  /** The position of the last event visible to readers, or null for an empty log. */
  headPosition(): Promise<Position | null>;
  close(): Promise<void>;
}

export class ConcurrencyError extends Error {
  override readonly name = 'ConcurrencyError';
  constructor(
    readonly stream: string,
    readonly expected: ExpectedState,
    readonly actual: StreamRevision | 'no_stream',
  ) {
    super(`Stream ${stream}: expected ${String(expected)}, actual ${String(actual)}`);
  }
}

export class SubscriptionDroppedError extends Error {
  override readonly name = 'SubscriptionDroppedError';
  constructor(
    readonly lastPosition: Position | undefined,
    cause: unknown,
  ) {
    super(`Subscription dropped after ${lastPosition ?? 'start'}: ${String(cause)}`, { cause });
  }
}

/**
 * An append of no events only checks the expected state against the stream's actual revision:
 * the answer both adapters give, so it is decided here once.
 */
export const emptyAppendResult = (stream: string, expected: ExpectedState, actual: StreamRevision | 'no_stream'): AppendResult => {
  const holds =
    expected === 'any' ||
    (expected === 'no_stream' ? actual === 'no_stream' : expected === 'exists' ? actual !== 'no_stream' : actual === expected);
  if (!holds) throw new ConcurrencyError(stream, expected, actual);
  return { revision: actual === 'no_stream' ? -1 : actual, positions: [] };
};

/** What both adapters refuse before sending a multi-stream append: a share without events that names no revision, checks alone, a stream named twice, a revision that is no revision. */
export const checkStreamAppends = (appends: readonly StreamAppend[]): void => {
  const streams = new Set<string>();
  for (const { stream, events, expected } of appends) {
    if (events.length === 0 && typeof expected !== 'number') throw new RangeError(`Nothing to append to ${stream}: a share with no events checks a revision, and names it`);
    if (streams.has(stream)) throw new RangeError(`${stream} is named twice in one multi-stream append`);
    if (typeof expected === 'number' && (!Number.isSafeInteger(expected) || expected < 0)) {
      throw new RangeError(`Expected revision must be a non-negative integer, got ${expected}`);
    }
    streams.add(stream);
  }
  if (appends.length > 0 && appends.every(({ events }) => events.length === 0)) throw new RangeError('A multi-stream append of checks alone appends nothing');
};

const SYSTEM_ACTORS = /^(system|scheduler:|payments:)/;

/** The kind recorded, else the one its actor id implies: 'operator' is the admin CLI, 'system' and 'scheduler:*' the system, anyone else a member ('anonymous' is a visitor signing up or in). */
export const actorKindOf = (metadata: Pick<EventMetadata, 'actorId' | 'actorKind'>): ActorKind => {
  if (metadata.actorKind) return metadata.actorKind;
  if (metadata.actorId === 'operator') return 'operator';
  return SYSTEM_ACTORS.test(metadata.actorId) ? 'system' : 'member';
};

export const streamCategory = (stream: string): string => {
  const dash = stream.indexOf('-');
  return dash === -1 ? stream : stream.slice(0, dash);
};
