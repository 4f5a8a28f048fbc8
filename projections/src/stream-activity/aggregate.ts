import { streamCategory, type RecordedEvent } from '@sankofa/events';

export interface StreamSummary {
  stream: string;
  category: string;
  count: number;
  lastRevision: number;
  lastType: string;
  firstAt: string;
  lastAt: string;
  lastPosition: string;
}

export interface TypeSummary {
  category: string;
  type: string;
  count: number;
  firstAt: string;
  lastAt: string;
  lastPosition: string;
}

/** UTC ISO timestamps of one length compare as strings; anything else is parsed. Called per event, so it matters. */
const compareTimes = (a: string, b: string): number =>
  a.length === b.length && a.endsWith('Z') && b.endsWith('Z') ? (a < b ? -1 : a > b ? 1 : 0) : Date.parse(a) - Date.parse(b);
const earlier = (a: string, b: string) => (compareTimes(a, b) <= 0 ? a : b);
const later = (a: string, b: string) => (compareTimes(a, b) >= 0 ? a : b);

/** Folds a batch (in log order) into one summary per stream and one per category and type. */
export const summarise = (events: readonly RecordedEvent[]): { streams: StreamSummary[]; types: TypeSummary[] } => {
  const streams = new Map<string, StreamSummary>();
  const types = new Map<string, TypeSummary>();
  for (const event of events) {
    const category = streamCategory(event.stream);
    const at = event.metadata.occurredAt;
    const stream = streams.get(event.stream);
    if (stream) {
      stream.count += 1;
      stream.lastRevision = event.revision;
      stream.lastType = event.type;
      stream.firstAt = earlier(stream.firstAt, at);
      stream.lastAt = later(stream.lastAt, at);
      stream.lastPosition = event.position;
    } else {
      streams.set(event.stream, { stream: event.stream, category, count: 1, lastRevision: event.revision, lastType: event.type, firstAt: at, lastAt: at, lastPosition: event.position });
    }
    const key = `${category}\u0000${event.type}`;
    const type = types.get(key);
    if (type) {
      type.count += 1;
      type.firstAt = earlier(type.firstAt, at);
      type.lastAt = later(type.lastAt, at);
      type.lastPosition = event.position;
    } else {
      types.set(key, { category, type: event.type, count: 1, firstAt: at, lastAt: at, lastPosition: event.position });
    }
  }
  return { streams: [...streams.values()], types: [...types.values()] };
};
