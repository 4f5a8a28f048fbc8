import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line written while handling one request carries. */
export interface RequestScope {
  requestId: string;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/**
 * Runs `work` (and everything it awaits, timers and callbacks included) inside the request's
 * scope, so that `logger.info(...)` anywhere below it stamps the request id without being told.
 */
export const runInRequestScope = <T>(scope: RequestScope, work: () => T): T => scopes.run(scope, work);

/** The id of the request being handled, or undefined outside one (the projections, a scheduler). */
export const currentRequestId = (): string | undefined => scopes.getStore()?.requestId;
