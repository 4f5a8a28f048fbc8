export * from './app.ts';
export { liveMapper, type LiveMapper, type LiveMapperDependencies, type LiveMessage } from './live/live-feed.ts';
export * from './read-your-writes.ts';
export * from './read-model-router.ts';
export type { LiveClientHandler, RelayedMessage } from './live/client-messages.ts';
