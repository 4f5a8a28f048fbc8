import { z } from 'zod';
import { defineEvent, type EventOf } from '../catalog.ts';

/** Audit records of what operators and admins did with the log itself, on `operations-<topic>` streams. */
export const eventExportsStream = 'operations-event_exports';

/**
 * On `operations-event_exports`: someone took a copy of the log (the CLI's `npm run events -- export` or an
 * admin's download). `includeContact` says whether e-mail addresses and phone numbers left unredacted.
 */
export const EventExportRequested = defineEvent(
  'EventExportRequested',
  z.object({
    /** The admin's member id, or `operator` for the CLI. */
    requestedBy: z.string(),
    via: z.enum(['cli', 'http']),
    includeContact: z.boolean(),
    format: z.enum(['ndjson', 'csv']),
    from: z.string().nullable(),
    to: z.string().nullable(),
    types: z.array(z.string()),
  }),
);

export const operationsEvents = [EventExportRequested] as const;
export type OperationsEvent = EventOf<(typeof operationsEvents)[number]>;
