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
export type { StreamActivityRow, EventTypeActivityRow } from './stream-activity/projector.ts';
export type { NewNotification, NotificationRow, NotificationType } from './notifications/notification.ts';
export { notificationsFor } from './notifications/sources.ts';
export type { MemberPreferencesRow } from './member-preferences/projector.ts';
export type { MemberStatsRow } from './member-stats/projector.ts';
export type { MemberRow } from './members/member-row.ts';
export { projectionsReadiness, type ReadinessOptions } from './runtime/readiness.ts';
