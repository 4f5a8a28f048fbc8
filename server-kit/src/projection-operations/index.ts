export * from './operations.ts';
export * from './builds.ts';
