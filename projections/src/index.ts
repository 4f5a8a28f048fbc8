// The projection runtime, for the process that runs it (bin, CLI, benches, tests). Readers import a
// read model's own entry (`@sankofa/projections/<read model>`) and `@sankofa/projections/signals`.
export * from './projector.ts';
export { CHECKPOINTS_CHANNEL, migrateProjections, type BuildRow, type PersistedState } from './runtime/checkpoints.ts';
export { createProjectionRuntime, type ProjectionRuntime, type ProjectionRuntimeOptions } from './runtime/runtime.ts';
export type { ProjectionStatus } from './runtime/status.ts';
export type { BuildProgress } from './runtime/worker.ts';
export type { ReplayResult } from './runtime/replay.ts';
export { projectors } from './registry.ts';
// Single projectors, for benchmarks that build one read model alone.
export { discoveryProjector } from './discovery/projector.ts';
export { streamActivityProjector } from './stream-activity/projector.ts';
export { projectionsReadiness, type ReadinessOptions } from './runtime/readiness.ts';
export { pushNotifier, type PushNotifierOptions } from './push-notifier/index.ts';
export * from './time-travel/index.ts';
