export * from './app.ts';
export type { LiveMapper, LiveMapperDependencies, LiveMessage } from './live/live-feed.ts';
export * from './read-your-writes.ts';
export type { LiveClientHandler, RelayedMessage } from './live/client-messages.ts';
