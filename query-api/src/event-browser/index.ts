/** `@sankofa/query-api/event-browser`: the admin event browser's routes and its live tail over /ws. */
export { eventBrowserQueryRouter } from './routes.ts';
export { createEventTail, eventTail } from './live-tail.ts';
