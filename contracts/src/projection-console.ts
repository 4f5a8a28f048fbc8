import { z } from 'zod';
import { route, withPosition } from './route.ts';

/** The projection console (issue 13, item 6): administrators only. */

export const MAX_SKIP_REASON_LENGTH = 1000;
export const MIN_SKIP_REASON_LENGTH = 5;

export const PROJECTOR_STATES = ['running', 'stopped', 'rebuilding', 'failed', 'catching_up'] as const;
export const PROJECTION_OPERATION_KINDS = ['rebuild', 'retry', 'skip'] as const;
export const PROJECTION_OPERATION_STATUSES = ['requested', 'running', 'done', 'failed'] as const;

/** A projector's name as the runtime spells it (snake_case). */
export const projectorNameParams = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, { error: 'name must be a projector name such as matches' }),
});

/** One build of a projector: the one serving reads, or one being rebuilt beside it. */
export const projectorBuildView = z.object({
  name: z.string(),
  version: z.number(),
  /** The version the running code builds. */
  codeVersion: z.number(),
  schemaName: z.string().nullable(),
  active: z.boolean(),
  position: z.string().nullable(),
  lagEvents: z.number(),
  lagEventsCapped: z.boolean(),
  /** The head's time minus the time of the last event applied. */
  lagSeconds: z.number(),
  state: z.enum(PROJECTOR_STATES),
  leaseOwner: z.string().nullable(),
  /** The poison event a failed build stopped on. */
  failure: z
    .object({ position: z.string().nullable(), eventId: z.string().nullable(), eventType: z.string().nullable(), stream: z.string().nullable(), error: z.string().nullable() })
    .nullable(),
  updatedAt: z.string().nullable(),
});
export type ProjectorBuildView = z.infer<typeof projectorBuildView>;

export const projectionOperationView = z.object({
  id: z.string(),
  projector: z.string(),
  kind: z.enum(PROJECTION_OPERATION_KINDS),
  status: z.enum(PROJECTION_OPERATION_STATUSES),
  requestedBy: z.string(),
  reason: z.string().nullable(),
  position: z.string().nullable(),
  /** rebuild: the phase, the events applied of `totalEvents`, and the build written. */
  phase: z.string().nullable(),
  events: z.number(),
  totalEvents: z.number().nullable(),
  percent: z.number().nullable(),
  schemaName: z.string().nullable(),
  version: z.number().nullable(),
  message: z.string().nullable(),
  requestedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ProjectionOperationView = z.infer<typeof projectionOperationView>;

/** Every build of every projector, and the latest operations, newest first. */
export const listProjections = route({
  method: 'GET',
  path: '/api/admin/projections',
  response: z.object({ builds: z.array(projectorBuildView), operations: z.array(projectionOperationView) }),
});
export type ProjectionConsole = z.infer<typeof listProjections.response>;

const operationReply = withPosition({ operation: projectionOperationView });

/** Blue/green: a build of the code's version beside the serving one, then the switch. 409 while another operation of it is open. */
export const rebuildProjection = route({
  method: 'POST',
  path: '/api/admin/projections/:name/rebuild',
  params: projectorNameParams,
  response: operationReply,
});

/** Runs a failed projector again from its checkpoint. 409 unless it is failed. */
export const retryProjection = route({
  method: 'POST',
  path: '/api/admin/projections/:name/retry',
  params: projectorNameParams,
  response: operationReply,
});

/** Passes the event a failed projector stopped on, recorded with the admin and the reason (ProjectorEventSkipped). */
export const skipProjectionEvent = route({
  method: 'POST',
  path: '/api/admin/projections/:name/skip',
  params: projectorNameParams,
  body: z.object(
    {
      position: z
        .string({ error: (issue) => (issue.input === undefined ? 'position is required' : 'position must be text') })
        .trim()
        .min(1, { error: 'position is required' })
        .max(200, { error: 'position must be a log position' }),
      reason: z
        .string({ error: (issue) => (issue.input === undefined ? 'reason is required' : 'reason must be text') })
        .trim()
        .min(MIN_SKIP_REASON_LENGTH, { error: `reason must say why, in at least ${MIN_SKIP_REASON_LENGTH} characters` })
        .max(MAX_SKIP_REASON_LENGTH, { error: `reason must be at most ${MAX_SKIP_REASON_LENGTH} characters` }),
    },
    { error: 'The body must be an object with position and reason' },
  ),
  response: operationReply,
});
export type SkipProjectionEventBody = z.input<typeof skipProjectionEvent.body>;
