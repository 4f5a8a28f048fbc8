import type { EventMetadata, EventStore, NewEvent } from '../store.ts';

/** One line of an ndjson export. */
interface ExportedEvent {
  stream: string;
  revision: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export class ImportError extends Error {
  override readonly name = 'ImportError';
}

export interface ImportResult {
  imported: number;
  /** Already in the store (same stream, revision and event id): a second run skips everything. */
  skipped: number;
}

const parseLine = (line: string, lineNumber: number): ExportedEvent => {
  let value: Partial<ExportedEvent>;
  try {
    value = JSON.parse(line) as Partial<ExportedEvent>;
  } catch {
    throw new ImportError(`Line ${lineNumber} is not JSON: is the file an ndjson export?`);
  }
  if (typeof value.stream !== 'string' || typeof value.type !== 'string' || !Number.isInteger(value.revision) || typeof value.metadata?.eventId !== 'string') {
    throw new ImportError(`Line ${lineNumber} is not an exported event (it needs stream, revision, type, data and metadata.eventId)`);
  }
  return value as ExportedEvent;
};

/** Consecutive events of one stream, appended together. */
interface Run {
  stream: string;
  firstRevision: number;
  events: ExportedEvent[];
}

const MAX_RUN = 500;

async function* runsOf(lines: AsyncIterable<string>): AsyncGenerator<Run> {
  let run: Run | null = null;
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    if (line.trim() === '') continue;
    const event = parseLine(line, lineNumber);
    const continues = run !== null && run.stream === event.stream && run.firstRevision + run.events.length === event.revision && run.events.length < MAX_RUN;
    if (continues) {
      run!.events.push(event);
      continue;
    }
    if (run) yield run;
    run = { stream: event.stream, firstRevision: event.revision, events: [event] };
  }
  if (run) yield run;
}

/**
 * Loads an ndjson export into a store, keeping each event's stream, revision, type, data and metadata (its
 * id, time, actor, correlation and causation); positions are the new store's own. Idempotent by event id:
 * the events a stream already holds at their revisions are checked to be the same events and skipped.
 * An export filtered by type or time leaves gaps in streams' revisions and cannot be imported.
 */
export const importEvents = async (
  store: EventStore,
  lines: AsyncIterable<string>,
  onProgress?: (result: ImportResult) => void,
): Promise<ImportResult> => {
  const revisions = new Map<string, number>();
  const result: ImportResult = { imported: 0, skipped: 0 };
  const storedRevision = async (stream: string): Promise<number> => {
    const known = revisions.get(stream);
    if (known !== undefined) return known;
    for await (const last of store.readStream(stream, { direction: 'backwards', maxCount: 1 })) return last.revision;
    return -1;
  };
  const assertSame = async (run: Run, count: number) => {
    let index = 0;
    for await (const stored of store.readStream(run.stream, { from: run.firstRevision, maxCount: count })) {
      const expected = run.events[index++]!;
      if (stored.metadata.eventId !== expected.metadata.eventId) {
        throw new ImportError(`${run.stream} revision ${stored.revision} holds event ${stored.metadata.eventId}, not ${expected.metadata.eventId}: the store is not empty`);
      }
    }
  };
  for await (const run of runsOf(lines)) {
    const current = await storedRevision(run.stream);
    const present = Math.max(0, Math.min(run.events.length, current - run.firstRevision + 1));
    if (present > 0) await assertSame(run, present);
    const missing = run.events.slice(present);
    if (missing.length > 0) {
      const first = missing[0]!.revision;
      if (first !== current + 1) {
        throw new ImportError(`${run.stream} would jump from revision ${current} to ${first}: import needs a whole export, not one filtered by type or time`);
      }
      const events: NewEvent[] = missing.map((event) => ({ type: event.type, data: event.data, metadata: event.metadata }));
      await store.append(run.stream, events, { expected: current === -1 ? 'no_stream' : current });
    }
    revisions.set(run.stream, Math.max(current, run.firstRevision + run.events.length - 1));
    result.imported += missing.length;
    result.skipped += present;
    onProgress?.(result);
  }
  return result;
};
