import { z } from 'zod';
import { route } from './route.ts';

/** A bound of an export: an ISO time, or a log position (twenty digits, a dash, twenty digits). */
const bound = (name: string) =>
  z
    .string()
    .trim()
    .refine((value) => /^\d{20}-\d{20}$/.test(value) || (/^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value))), {
      error: `${name} must be an ISO time (2026-11-20T10:00:00Z) or a log position`,
    })
    .optional();

export const EVENT_EXPORT_FORMATS = ['ndjson', 'csv'] as const;

/**
 * Admins only: the log (or a range) as a streamed download. Secrets never leave; e-mail and phone stay redacted
 * unless `includeContact=true`, and every download is recorded (EventExportRequested, with the admin).
 */
export const downloadEventExport = route({
  method: 'GET',
  path: '/api/admin/events/export',
  query: z.object({
    from: bound('from'),
    to: bound('to'),
    /** Comma-separated event types. */
    types: z.string().optional(),
    format: z.enum(EVENT_EXPORT_FORMATS, { error: `format must be one of ${EVENT_EXPORT_FORMATS.join(', ')}` }).default('ndjson'),
    includeContact: z.enum(['true', 'false'], { error: 'includeContact must be true or false' }).default('false'),
  }),
  /** ndjson (one event per line) or csv, as an attachment. */
  response: z.string(),
});
export type EventExportQuery = z.input<typeof downloadEventExport.query>;
