export * from './app.ts';
export type { LiveMapper, LiveMessage } from './live/live-feed.ts';
export * from './read-your-writes.ts';
