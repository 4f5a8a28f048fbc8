import type { EventStore, NewEvent, RecordedEvent } from '../store.ts';
import { open, seal } from './cipher.ts';
import type { DataKeys } from './data-keys.ts';
import { ERASED_TEXT, PERSONAL_FIELDS, type PersonalFields } from './personal-fields.ts';

/**
 * Where an event's personal fields go in the log: out of its data, into one value sealed with their owner's
 * key. `owner` stays readable (an id), `paths` names the fields so an erased event still has its shape.
 */
export const SEALED_FIELD = '$personal';

interface SealedFields {
  owner: string;
  paths: string[];
  sealed: string;
}

type Data = Record<string, unknown>;

const valueAt = (data: Data, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Data)[key] : undefined), data);

const withValueAt = (data: Data, [head, ...rest]: string[], value: unknown): Data => {
  if (head === undefined) return data;
  if (rest.length === 0) {
    if (value !== undefined) return { ...data, [head]: value };
    const { [head]: _removed, ...others } = data;
    return others;
  }
  const inner = data[head];
  return { ...data, [head]: withValueAt(typeof inner === 'object' && inner !== null ? (inner as Data) : {}, rest, value) };
};

const ownerOf = (spec: PersonalFields, data: Data): string | null => {
  for (const path of spec.owner) {
    const owner = valueAt(data, path);
    if (typeof owner === 'string' && owner !== '') return owner;
  }
  return null;
};

const isSealed = (value: unknown): value is SealedFields =>
  typeof value === 'object' && value !== null && typeof (value as SealedFields).owner === 'string' && typeof (value as SealedFields).sealed === 'string';

const sealedOf = (event: Pick<RecordedEvent, 'data'>): SealedFields | null => {
  const data = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const sealed = (data as Data)[SEALED_FIELD];
  return isSealed(sealed) ? sealed : null;
};

/**
 * The log as members' personal data must live in it (issue 25): each personal field of an event is sealed
 * with its owner's data key before it is appended (AES-256-GCM, bound to the event's id), and opened again on
 * every read. Once her key is destroyed, her fields read as erased (`ERASED_TEXT`, an empty list, null) in
 * every copy of the log, and `metadata.erasedFields` names them. Events written before this (plain) read as
 * they are. Works over any adapter: it sees only the `EventStore` contract.
 */
export const encryptPersonalData = (store: EventStore, keys: DataKeys, registry: Readonly<Record<string, PersonalFields>> = PERSONAL_FIELDS): EventStore => {
  const sealEvent = async (written: NewEvent): Promise<NewEvent> => {
    // Set by readers only: an event copied from another store must not carry it.
    const { erasedFields: _readerOnly, ...metadata } = written.metadata;
    const event = _readerOnly ? { ...written, metadata } : written;
    const spec = registry[event.type];
    if (!spec || typeof event.data !== 'object' || event.data === null) return event;
    const data = event.data as Data;
    const owner = ownerOf(spec, data);
    const paths = Object.keys(spec.fields).filter((path) => valueAt(data, path) !== undefined && valueAt(data, path) !== null);
    if (!owner || paths.length === 0) return event;
    const key = await keys.keyFor(owner);
    // Her key is gone (a late reactor writing about a deleted member): what would have been sealed is erased now.
    if (!key) return { ...event, data: paths.reduce((erased, path) => withValueAt(erased, path.split('.'), spec.fields[path]), data) };
    const values = Object.fromEntries(paths.map((path) => [path, valueAt(data, path)]));
    const rest = paths.reduce((stripped, path) => withValueAt(stripped, path.split('.'), undefined), data);
    const sealed: SealedFields = { owner, paths, sealed: seal(key, Buffer.from(JSON.stringify(values)), event.metadata.eventId) };
    return { ...event, data: { ...rest, [SEALED_FIELD]: sealed } };
  };

  const openEvent = (event: RecordedEvent, key: Buffer | undefined): RecordedEvent => {
    const sealed = sealedOf(event);
    if (!sealed) return event;
    const { [SEALED_FIELD]: _sealed, ...rest } = event.data as Data;
    if (key) {
      const values = JSON.parse(open(key, sealed.sealed, event.metadata.eventId).toString('utf8')) as Data;
      return { ...event, data: sealed.paths.reduce((data, path) => withValueAt(data, path.split('.'), values[path]), rest) };
    }
    const erasedValue = (path: string) => (registry[event.type]?.fields[path] !== undefined ? registry[event.type]!.fields[path] : ERASED_TEXT);
    return {
      ...event,
      data: sealed.paths.reduce((data, path) => withValueAt(data, path.split('.'), erasedValue(path)), rest),
      metadata: { ...event.metadata, erasedFields: sealed.paths },
    };
  };

  /** Opens a batch with one key lookup for all its owners. */
  const openBatch = async (events: RecordedEvent[], options?: { recent: boolean }): Promise<RecordedEvent[]> => {
    const owners = events.flatMap((event) => sealedOf(event)?.owner ?? []);
    if (owners.length === 0) return events;
    const found = await keys.existingKeys(owners, options);
    return events.map((event) => openEvent(event, found.get(sealedOf(event)?.owner ?? '')));
  };

  /** Reads of stored history come in pages anyway: opening them a batch at a time costs one key lookup per batch. */
  async function* openInBatches(events: AsyncIterable<RecordedEvent>, size: number): AsyncIterable<RecordedEvent> {
    let batch: RecordedEvent[] = [];
    for await (const event of events) {
      batch.push(event);
      if (batch.length >= size) {
        yield* await openBatch(batch);
        batch = [];
      }
    }
    yield* await openBatch(batch);
  }

  /**
   * A live subscription must not hold an event back waiting for more: each is opened as it comes, with keys
   * read lately (a follower sees her deletion itself after her events, so it never needs her key again).
   */
  async function* openEach(events: AsyncIterable<RecordedEvent>): AsyncIterable<RecordedEvent> {
    for await (const event of events) yield* await openBatch([event], { recent: true });
  }

  return {
    append: async (stream, events, options) => store.append(stream, await Promise.all(events.map(sealEvent)), options),
    appendToStreams: async (appends) =>
      store.appendToStreams(await Promise.all(appends.map(async (share) => ({ ...share, events: await Promise.all(share.events.map(sealEvent)) })))),
    readStream: (stream, options) => openInBatches(store.readStream(stream, options), 100),
    readAll: (options) => openInBatches(store.readAll(options), 500),
    subscribe: (options) => openEach(store.subscribe(options)),
    headPosition: () => store.headPosition(),
    close: () => store.close(),
  };
};
