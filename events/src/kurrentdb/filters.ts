import { eventTypeFilter, excludeSystemEvents, streamNameFilter, type Filter } from '@kurrent/kurrentdb-client';
import { streamCategory, type LogFilter } from '../store.ts';

export const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const nonEmpty = (values: readonly string[] | undefined): readonly string[] | undefined =>
  values !== undefined && values.length > 0 ? values : undefined;

/** KurrentDB's own events (`$metadata`, `$>` links, `$settings`, …) are not ours to read. */
export const isSystemEvent = (stream: string, type: string): boolean =>
  stream.startsWith('$') || type.startsWith('$');

/**
 * The filter KurrentDB applies before sending events. The server takes one filter, on either
 * the event type or the stream name, so with both given the (usually narrower) type filter
 * goes to the server and `matchesFilter` applies the rest here.
 */
export const serverFilter = (filter: LogFilter = {}): Filter => {
  const types = nonEmpty(filter.types);
  if (types) return eventTypeFilter({ regex: `^(?:${types.map(escapeRegex).join('|')})$` });
  const categories = nonEmpty(filter.categories);
  // A stream named just `cat` (no id) is in category `cat` too, as `streamCategory` says.
  if (categories) return streamNameFilter({ regex: `^(?:${categories.map(escapeRegex).join('|')})(?:-|$)` });
  return excludeSystemEvents();
};

/** The whole filter, client side: system events out, then types and categories. */
export const matchesFilter = (filter: LogFilter = {}) => {
  const types = nonEmpty(filter.types);
  const categories = nonEmpty(filter.categories);
  const typeSet = types ? new Set(types) : undefined;
  const categorySet = categories ? new Set(categories) : undefined;
  return (stream: string, type: string): boolean =>
    !isSystemEvent(stream, type) &&
    (typeSet === undefined || typeSet.has(type)) &&
    (categorySet === undefined || categorySet.has(streamCategory(stream)));
};
