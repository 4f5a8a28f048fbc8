import { z } from 'zod';
import { route } from './route.ts';

/**
 * The admin event browser (issue 13): the whole log as an `event_index` read model, for
 * administrators only. Positions are opaque cursors that sort in log order.
 */
export const EVENT_PAGE_MAX = 200;
export const EVENT_PAGE_DEFAULT = 50;

export const ACTOR_KINDS = ['member', 'operator', 'system'] as const;

/** One event as a list shows it: where it is, what it is, who and why. */
export const eventSummary = z.object({
  position: z.string(),
  stream: z.string(),
  category: z.string(),
  revision: z.number(),
  type: z.string(),
  occurredAt: z.string(),
  eventId: z.string(),
  correlationId: z.string(),
  /** The command's id, or the id of the event that caused this one. */
  causationId: z.string().nullable(),
  actorId: z.string(),
  actorKind: z.enum(ACTOR_KINDS),
});
export type EventSummary = z.infer<typeof eventSummary>;

/** A page of events and the cursor of the next one (null at the end). */
export const eventPage = z.object({ events: z.array(eventSummary), next: z.string().nullable() });
export type EventPage = z.infer<typeof eventPage>;

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters` })
    .optional()
    .transform((value) => (value ? value : undefined));

const isoTime = (field: string) =>
  z
    .string({ error: `${field} must be a date and time` })
    .trim()
    .optional()
    .refine((value) => !value || !Number.isNaN(Date.parse(value)), { error: `${field} must be an ISO date and time, e.g. 2026-01-31T12:00:00Z` })
    .transform((value) => (value ? new Date(value) : undefined));

const pageQuery = {
  cursor: text('cursor', 200),
  limit: z
    .string({ error: 'limit must be a number' })
    .optional()
    .transform((value) => (value === undefined || value === '' ? EVENT_PAGE_DEFAULT : Number(value)))
    .pipe(z.number().int({ error: 'limit must be a whole number' }).min(1, { error: 'limit must be at least 1' }).max(EVENT_PAGE_MAX, { error: `limit must be at most ${EVENT_PAGE_MAX}` })),
};

/** Search: `type` exact, `stream` a prefix (`member-` or a whole stream name), `from`/`to` times; newest first. */
export const searchEventsQuery = z
  .object({ type: text('type', 200), stream: text('stream', 300), from: isoTime('from'), to: isoTime('to'), ...pageQuery })
  .refine(({ from, to }) => !from || !to || from <= to, { error: 'from must not be after to', path: ['from'] });
export type SearchEventsQuery = z.input<typeof searchEventsQuery>;

/** Stream categories (the part of a stream's name before the first '-') with how many events each holds. */
export const listEventCategories = route({
  method: 'GET',
  path: '/api/admin/events/categories',
  response: z.array(z.object({ category: z.string(), count: z.number(), lastEventAt: z.string() })),
});

export const searchEvents = route({ method: 'GET', path: '/api/admin/events', query: searchEventsQuery, response: eventPage });

/** One stream's events oldest first, page by page. */
export const listStreamEvents = route({
  method: 'GET',
  path: '/api/admin/events/streams/:stream',
  params: z.object({ stream: z.string() }),
  query: z.object(pageQuery),
  response: eventPage,
});

/** One event with its data and metadata, the event that caused it (when an event did) and the events it caused. */
export const getLogEvent = route({
  method: 'GET',
  path: '/api/admin/events/:eventId',
  params: z.object({ eventId: z.string() }),
  response: z.object({
    event: eventSummary.extend({ data: z.unknown(), metadata: z.record(z.string(), z.unknown()) }),
    causedBy: eventSummary.nullable(),
    caused: z.array(eventSummary),
  }),
});
export type EventDetail = z.infer<typeof getLogEvent.response>;

/** Over `/ws`: an admin turns the live tail of the whole log on or off; it lasts `EVENT_TAIL_LEASE_MS` unless sent again. */
export const EVENT_TAIL_LEASE_MS = 120_000;
export const eventTailMessage = z.object({ type: z.literal('event_tail'), payload: z.object({ on: z.boolean() }) });
export type EventTailMessage = z.infer<typeof eventTailMessage>;
