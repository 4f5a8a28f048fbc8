/// <reference lib="webworker" />
/**
 * Placeholder: the push notifications work (issue 16 item 2) supplies the real handlers. The
 * service worker calls this last, so push and notification clicks are handled in the same worker.
 */
export const registerPushHandlers = (_worker: ServiceWorkerGlobalScope): void => undefined;
