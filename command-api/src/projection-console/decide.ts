import { ProjectorEventSkipped, eventsOf, newEvent, type EventContext, type NewEventOf } from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';

/** Where a build of the projector is failed now, read from the runtime's checkpoints before deciding. */
export interface FailedBuild {
  schemaName: string;
  version: number;
  position: string;
  eventId: string | null;
  eventType: string | null;
  stream: string | null;
}

export type SkipProjectorEvent = {
  type: 'SkipProjectorEvent';
  data: { projector: string; position: string; reason: string; adminId: string; failedBuilds: readonly FailedBuild[] };
};

type SkipEvent = NewEventOf<typeof ProjectorEventSkipped>;

/** The skips already recorded on `operations-projections`: a retried request records nothing twice. */
export interface SkipLog {
  skipped: readonly string[];
}

const keyOf = (projector: string, schemaName: string, position: string) => `${projector}/${schemaName}@${position}`;

const evolve = (log: SkipLog, event: SkipEvent): SkipLog => ({
  skipped: [...log.skipped, keyOf(event.data.projector, event.data.schemaName, event.data.position)],
});

/** An audited skip: only of the event a build is failed on, exactly there, with who and why. */
const decide = (command: SkipProjectorEvent, log: SkipLog, context: EventContext): SkipEvent[] => {
  const { projector, position, reason, adminId, failedBuilds } = command.data;
  const failed = failedBuilds.find((build) => build.position === position);
  if (!failed) {
    const where = failedBuilds.map((build) => build.position).join(', ');
    throw new DomainError('projector_not_failed', `${projector} is not failed at ${position}${where ? ` (it is failed at ${where})` : ''}: only the event it stopped on can be skipped`);
  }
  if (log.skipped.includes(keyOf(projector, failed.schemaName, position))) return [];
  const { schemaName, version, eventId, eventType, stream } = failed;
  return [newEvent(ProjectorEventSkipped, { projector, schemaName, version, position, eventId, eventType, stream, reason, skippedBy: adminId }, context)];
};

export const skipDecider: Decider<SkipLog, SkipProjectorEvent, SkipEvent> = { handles: eventsOf(ProjectorEventSkipped), initialState: { skipped: [] }, evolve, decide };
