export * from './limits.ts';
export * from './limiters.ts';
export * from './middleware.ts';
export * from './migrate.ts';
export * from './uploads.ts';
