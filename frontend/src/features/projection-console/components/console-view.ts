import type { ProjectionConsole, ProjectionOperationView, ProjectorBuildView } from '@sankofa/contracts';

/** One projector as the console shows it: the build serving reads, a rebuild beside it, and its latest operation. */
export interface ProjectorCard {
  name: string;
  serving: ProjectorBuildView | undefined;
  rebuilding: ProjectorBuildView | undefined;
  /** The build stopped on a poison event, serving or being rebuilt. */
  failed: ProjectorBuildView | undefined;
  operation: ProjectionOperationView | undefined;
  /** An operation is requested or running: no other can be asked for. */
  busy: boolean;
}

const isOpen = (operation: ProjectionOperationView | undefined) => operation?.status === 'requested' || operation?.status === 'running';

export const projectorCards = ({ builds, operations }: ProjectionConsole): ProjectorCard[] => {
  const names = [...new Set(builds.map((build) => build.name))].sort();
  return names.map((name) => {
    const own = builds.filter((build) => build.name === name);
    // Operations come newest first.
    const operation = operations.find((candidate) => candidate.projector === name);
    return {
      name,
      serving: own.find((build) => build.active) ?? own.find((build) => build.schemaName === null),
      rebuilding: own.find((build) => !build.active && build.schemaName !== null),
      failed: own.find((build) => build.state === 'failed'),
      operation,
      busy: isOpen(operation),
    };
  });
};

const count = (value: number) => value.toLocaleString('en-US');

export const lagText = (build: ProjectorBuildView) => `${build.lagEventsCapped ? '>' : ''}${count(build.lagEvents)} events · ${build.lagSeconds.toFixed(1)} s`;

/** What a rebuild is doing, in a line: building at X%, then the switch. */
export const rebuildText = (operation: ProjectionOperationView): string => {
  const target = operation.version === null ? '' : ` v${operation.version}${operation.schemaName ? ` (${operation.schemaName})` : ''}`;
  switch (operation.status) {
    case 'requested':
      return 'Rebuild requested: waiting for a projection worker';
    case 'running':
      return operation.phase === 'starting' || operation.percent === null
        ? `Preparing the rebuild of${target}`
        : `Building${target} at ${operation.percent}%: ${count(operation.events)} of ${count(operation.totalEvents ?? 0)} events`;
    case 'done':
      return `Switched to${target}`;
    case 'failed':
      return `Rebuild failed: ${operation.message ?? 'unknown error'}`;
  }
};

/** A retry's or a skip's line. */
export const operationText = (operation: ProjectionOperationView): string => {
  if (operation.kind === 'rebuild') return rebuildText(operation);
  const what = operation.kind === 'retry' ? 'Retry' : `Skip of the event at ${operation.position ?? '?'}`;
  if (operation.status === 'requested') return `${what} requested`;
  if (operation.status === 'running') return `${what} in progress`;
  return `${what} ${operation.status === 'done' ? 'done' : 'failed'}: ${operation.message ?? ''}`;
};
