export * from './projector.ts';
export { migrateProjections, type BuildRow, type PersistedState } from './runtime/checkpoints.ts';
export { createProjectionRuntime, type ProjectionRuntime, type ProjectionRuntimeOptions } from './runtime/runtime.ts';
export type { ProjectionStatus } from './runtime/status.ts';
export type { BuildProgress } from './runtime/worker.ts';
export type { ReplayResult } from './runtime/replay.ts';
export { projectors } from './registry.ts';
export type { StreamActivityRow, EventTypeActivityRow } from './stream-activity/projector.ts';
