import { z } from 'zod';
import { defineEvent, type EventOf } from '../catalog.ts';

/** Decisions operators take about the projectors, one stream for all of them: the audit trail of the projection console. */
export const PROJECTION_OPERATIONS_STREAM = 'operations-projections';

/**
 * An admin reviewed the event a projector failed on as unfixable and let the projector pass it
 * (`skippedBy`, from the admin's token, and why). The projector's read model never applies that
 * event; every other event is applied as usual.
 */
export const ProjectorEventSkipped = defineEvent(
  'ProjectorEventSkipped',
  z.object({
    projector: z.string(),
    /** The build (schema) and its version that failed. */
    schemaName: z.string(),
    version: z.number().int(),
    /** The failing event: where it is in the log, its id, type and stream. */
    position: z.string(),
    eventId: z.string().nullable(),
    eventType: z.string().nullable(),
    stream: z.string().nullable(),
    reason: z.string(),
    skippedBy: z.string(),
  }),
);


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


export const operationEvents = [ProjectorEventSkipped, EventExportRequested] as const;
export type OperationEvent = EventOf<(typeof operationEvents)[number]>;
