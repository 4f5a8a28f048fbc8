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

export const operationEvents = [ProjectorEventSkipped] as const;
export type OperationEvent = EventOf<(typeof operationEvents)[number]>;
