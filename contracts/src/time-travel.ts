import { z } from 'zod';
import { route } from './route.ts';

/** A time-travel build: a projector's tables as of a past position or time, in its scratch schema. */
export const timeTravelBuild = z.object({
  id: z.string(),
  projector: z.string(),
  /** The position or ISO time asked for; null for the whole log. */
  asOf: z.string().nullable(),
  status: z.enum(['building', 'done', 'failed']),
  /** Handled events applied so far. */
  events: z.number().int(),
  /** The last event applied. */
  position: z.string().nullable(),
  error: z.string().nullable(),
  /** Once done; while it is still the projector's latest build (a newer one replaces the schema). */
  tables: z.array(z.object({ table: z.string(), rows: z.number().int() })),
  replaced: z.boolean(),
  startedAt: z.string(),
});
export type TimeTravelBuild = z.infer<typeof timeTravelBuild>;

export const listTimeTravelProjectors = route({
  method: 'GET',
  path: '/api/admin/time-travel/projectors',
  response: z.object({ projectors: z.array(z.string()) }),
});

/** Starts a build (202): poll the build for its progress. Give `to` (a position) or `at` (an ISO time), or neither for now. */
export const startTimeTravelBuild = route({
  method: 'POST',
  path: '/api/admin/time-travel/builds',
  body: z
    .object(
      {
        projector: z.string({ error: 'projector must be the name of a registered projector' }).min(1, { error: 'projector must be the name of a registered projector' }),
        to: z.string().trim().regex(/^\d{20}-\d{20}$/, { error: 'to must be a log position (twenty digits, a dash, twenty digits)' }).optional(),
        at: z.iso.datetime({ offset: true, error: 'at must be an ISO time such as 2026-11-20T10:00:00Z' }).optional(),
      },
      { error: 'The body must be an object with projector and optionally to or at' },
    )
    .refine((body) => body.to === undefined || body.at === undefined, { error: 'Give a position (to) or a time (at), not both' }),
  response: timeTravelBuild,
});
export type StartTimeTravelBody = z.input<typeof startTimeTravelBuild.body>;

export const getTimeTravelBuild = route({
  method: 'GET',
  path: '/api/admin/time-travel/builds/:id',
  params: z.object({ id: z.string() }),
  response: timeTravelBuild,
});

export const TIME_TRAVEL_PAGE_SIZE = 50;

/** One page of a built table: every value as text (as a CSV would have it), `null` for SQL NULL. */
export const browseTimeTravelTable = route({
  method: 'GET',
  path: '/api/admin/time-travel/builds/:id/tables/:table',
  params: z.object({ id: z.string(), table: z.string() }),
  query: z.object({ page: z.coerce.number({ error: 'page must be a number' }).int({ error: 'page must be a whole number' }).min(1, { error: 'page starts at 1' }).default(1) }),
  response: z.object({
    columns: z.array(z.string()),
    rows: z.array(z.array(z.string().nullable())),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
});
export type TimeTravelTablePage = z.infer<typeof browseTimeTravelTable.response>;

/** The whole table as CSV, streamed, as an attachment. */
export const downloadTimeTravelTable = route({
  method: 'GET',
  path: '/api/admin/time-travel/builds/:id/tables/:table/csv',
  params: z.object({ id: z.string(), table: z.string() }),
  response: z.string(),
});
