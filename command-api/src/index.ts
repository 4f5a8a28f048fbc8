export * from './app.ts';
export * from './decider.ts';
export * from './event-context.ts';
export * from './handle-command.ts';
export * from './idempotency/middleware.ts';
export * from './migrate.ts';
export * from './respond.ts';
export * from './rate-limits/index.ts';
