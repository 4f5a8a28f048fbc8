import {
  ANY,
  BACKWARDS,
  END,
  ErrorType,
  FORWARDS,
  KurrentDBClient,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  streamNameFilter,
  type AppendStreamState,
  type MultiAppendResult,
  type ReadRevision,
  type RecordedEvent as KurrentRecordedEvent,
} from '@kurrent/kurrentdb-client';
import {
  ConcurrencyError,
  checkStreamAppends,
  emptyAppendResult,
  type AppendOptions,
  type AppendResult,
  type EventStore,
  type ExpectedState,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamAppend,
  type StreamRevision,
  type SubscribeOptions,
} from '../store.ts';
import { toEventData, toPropertiesEventData, toRecordedEvent } from './convert.ts';
import { escapeRegex, isSystemEvent, matchesFilter, serverFilter } from './filters.ts';
import { decodePosition, encodePosition, isKnownPosition } from './position.ts';
import { PAGE_SIZE, scanAll } from './scan.ts';
import { subscribeToLog } from './subscription.ts';

const toStreamState = (expected: ExpectedState): AppendStreamState => {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'exists':
      return STREAM_EXISTS;
    default:
      if (!Number.isSafeInteger(expected) || expected < 0) {
        throw new RangeError(`Expected revision must be a non-negative integer, got ${expected}`);
      }
      return BigInt(expected);
  }
};

/** Errors of the client carry a `type`; matching on it survives duplicate copies of the package. */
const errorType = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'type' in error ? error.type : undefined;

const toConcurrencyError = (stream: string, expected: ExpectedState, error: unknown): ConcurrencyError | undefined => {
  if (errorType(error) !== ErrorType.WRONG_EXPECTED_VERSION) return undefined;
  const actual = (error as { actualState?: bigint | 'no_stream' }).actualState;
  return new ConcurrencyError(stream, expected, typeof actual === 'bigint' ? Number(actual) : 'no_stream');
};

/** A multi-stream append's conflict names its stream. */
const toStreamsConcurrencyError = (appends: readonly StreamAppend[], error: unknown): ConcurrencyError | undefined => {
  const stream = (error as { streamName?: string }).streamName;
  const share = appends.find((candidate) => candidate.stream === stream);
  return share && toConcurrencyError(share.stream, share.expected ?? 'any', error);
};

/** The position of an event read from its stream, when the server gave a real one (22.6+). */
const streamReadPosition = (recorded: KurrentRecordedEvent): Position | undefined =>
  isKnownPosition(recorded.position) ? encodePosition(recorded.position) : undefined;

export const createKurrentDbEventStore = (connectionString: string): EventStore => {
  const client = KurrentDBClient.connectionString(connectionString);
  const subscriptions = new Set<AbortController>();

  async function* readStream(stream: string, options: ReadStreamOptions = {}): AsyncGenerator<RecordedEvent> {
    const backwards = options.direction === 'backwards';
    let next: ReadRevision = options.from !== undefined ? BigInt(options.from) : backwards ? END : START;
    let remaining = options.maxCount ?? Number.POSITIVE_INFINITY;
    while (remaining > 0) {
      const pageSize = Math.min(PAGE_SIZE, remaining);
      let received = 0;
      try {
        const page = client.readStream(stream, {
          direction: backwards ? BACKWARDS : FORWARDS,
          fromRevision: next,
          maxCount: pageSize,
          resolveLinkTos: false,
        });
        for await (const resolved of page) {
          received += 1;
          const recorded = resolved.event;
          if (!recorded) continue;
          next = backwards ? recorded.revision - 1n : recorded.revision + 1n;
          remaining -= 1;
          // Servers before 22.6 report no `$all` position on stream reads.
          yield toRecordedEvent(recorded, streamReadPosition(recorded) ?? '');
        }
      } catch (error) {
        if (errorType(error) === ErrorType.STREAM_NOT_FOUND) return;
        throw error;
      }
      if (received < pageSize || (backwards && typeof next === 'bigint' && next < 0n)) return;
    }
  }

  /**
   * Every appended event's own `$all` position. KurrentDB answers an append with one position
   * for the whole batch, so the events are read back from the stream, by the revisions the
   * append gave them, and matched by id. Should the server not report positions on stream
   * reads, `$all` is searched backwards for them instead (the same positions `readAll` and
   * `subscribe` report, by construction).
   */
  const appendedPositions = async (
    stream: string,
    events: readonly NewEvent[],
    lastRevision: bigint,
    fallback: Position,
  ): Promise<Position[]> => {
    const ids = events.map((event) => event.metadata.eventId);
    const found = new Map<string, Position>();
    const first = lastRevision - BigInt(events.length - 1);
    if (first >= 0n) {
      const readBack = client.readStream(stream, {
        direction: FORWARDS,
        fromRevision: first,
        maxCount: events.length,
        requiresLeader: true,
      });
      for await (const { event: recorded } of readBack) {
        const position = recorded && streamReadPosition(recorded);
        if (recorded && position) found.set(recorded.id, position);
      }
    }
    const wanted = new Set(ids.filter((id) => !found.has(id)));
    if (wanted.size > 0) {
      const filter = streamNameFilter({ regex: `^${escapeRegex(stream)}$` });
      for await (const { recorded, position } of scanAll(client, { direction: BACKWARDS, filter })) {
        if (wanted.delete(recorded.id)) found.set(recorded.id, position);
        if (wanted.size === 0) break;
      }
    }
    return ids.map((id) => found.get(id) ?? fallback);
  };

  /** The revision of the stream's last event, read from the leader. */
  const currentRevision = async (stream: string): Promise<StreamRevision | 'no_stream'> => {
    const last = client.readStream(stream, { direction: BACKWARDS, fromRevision: END, maxCount: 1, requiresLeader: true });
    try {
      for await (const { event } of last) if (event) return Number(event.revision);
    } catch (error) {
      if (errorType(error) !== ErrorType.STREAM_NOT_FOUND) throw error;
    }
    return 'no_stream';
  };

  /**
   * An append of no events only checks the expected state. It is not sent to KurrentDB: the
   * server's answer for a stream that does not exist carries no revision to return.
   */
  const checkExpected = async (stream: string, expected: ExpectedState): Promise<AppendResult> =>
    emptyAppendResult(stream, expected, await currentRevision(stream));

  return {
    async append(stream, events, options: AppendOptions = {}) {
      const expected = options.expected ?? 'any';
      toStreamState(expected); // validates an exact revision before anything is sent
      if (events.length === 0) return checkExpected(stream, expected);
      let result: Awaited<ReturnType<typeof client.appendToStream>>;
      try {
        result = await client.appendToStream(stream, events.map(toEventData), {
          streamState: toStreamState(expected),
          requiresLeader: true,
        });
      } catch (error) {
        throw toConcurrencyError(stream, expected, error) ?? error;
      }
      const fallback = result.position ? encodePosition(result.position) : '';
      const positions = await appendedPositions(stream, events, result.nextExpectedRevision, fallback);
      return { revision: Number(result.nextExpectedRevision), positions };
    },

    /**
     * KurrentDB's multi-stream append (25.1 and later): one transaction over every stream, each
     * checked at its expected state. It answers each stream's revision and one log position, so
     * each event's own position is read back as for a single append.
     */
    async appendToStreams(allAppends) {
      checkStreamAppends(allAppends);
      if (allAppends.length === 0) return [];
      // KurrentDB's multi-stream append takes no share without events: a check is read just before it, so it holds up to that read, not to the commit.
      const checks = allAppends.filter(({ events }) => events.length === 0);
      const checked = new Map(await Promise.all(checks.map(async ({ stream, expected = 'any' }) => [stream, await checkExpected(stream, expected)] as const)));
      const appends = allAppends.filter(({ events }) => events.length > 0);
      let result: MultiAppendResult;
      try {
        result = await client.multiStreamAppend(
          appends.map(({ stream, events, expected = 'any' }) => ({
            streamName: stream,
            events: events.map(toPropertiesEventData),
            expectedState: toStreamState(expected),
          })),
        );
      } catch (error) {
        throw toStreamsConcurrencyError(appends, error) ?? error;
      }
      const revisions = new Map(result.responses.map((response) => [response.streamName, response.revision]));
      const fallback = encodePosition({ commit: result.position, prepare: result.position });
      return Promise.all(
        allAppends.map(async ({ stream, events }) => {
          const check = checked.get(stream);
          if (check) return check;
          const revision = revisions.get(stream);
          if (revision === undefined) throw new Error(`KurrentDB answered the multi-stream append without ${stream}'s revision`);
          return { revision: Number(revision), positions: await appendedPositions(stream, events, revision, fallback) };
        }),
      );
    },

    readStream,

    async *readAll(options: ReadAllOptions = {}) {
      const { after, before, limit } = options;
      let remaining = limit ?? Number.POSITIVE_INFINITY;
      if (remaining <= 0) return;
      const matches = matchesFilter(options);
      const scan = scanAll(client, {
        direction: FORWARDS,
        filter: serverFilter(options),
        ...(after !== undefined ? { from: decodePosition(after) } : {}),
      });
      for await (const { recorded, position } of scan) {
        if (before !== undefined && position >= before) return;
        if (!matches(recorded.streamId, recorded.type)) continue;
        yield toRecordedEvent(recorded, position);
        remaining -= 1;
        if (remaining <= 0) return;
      }
    },

    async *subscribe(options: SubscribeOptions = {}) {
      const controller = new AbortController();
      const stop = (): void => controller.abort();
      options.signal?.addEventListener('abort', stop);
      if (options.signal?.aborted) controller.abort();
      subscriptions.add(controller);
      try {
        yield* subscribeToLog(client, { ...options, signal: controller.signal });
      } finally {
        subscriptions.delete(controller);
        options.signal?.removeEventListener('abort', stop);
      }
    },

    async headPosition() {
      const scan = scanAll(client, { direction: BACKWARDS, filter: serverFilter(), pageSize: 32 });
      for await (const { recorded, position } of scan) {
        if (!isSystemEvent(recorded.streamId, recorded.type)) return position;
      }
      return null;
    },

    async close() {
      for (const controller of subscriptions) controller.abort();
      await client.dispose();
    },
  };
};
