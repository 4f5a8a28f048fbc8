import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the app can reach its server: the browser's own online flag, and whether our last call
 * failed for want of a network (a phone on a dead Wi-Fi still says it is online). While calls
 * fail, a light probe asks again now and then, so the app notices the network returning.
 */
const PROBE_EVERY_MS = 10_000;
const PROBE_URL = '/health/live';

let unreachable = false;
let probe: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

// Without a navigator (code shared with node tests) there is no sign of being offline.
export const isOnline = (): boolean => (typeof navigator === 'undefined' || navigator.onLine) && !unreachable;

function notify(): void {
  for (const listener of listeners) listener();
}

function setUnreachable(next: boolean): void {
  if (unreachable === next) return;
  unreachable = next;
  if (next) probe ??= setInterval(() => void fetch(PROBE_URL, { cache: 'no-store' }).then(noteNetworkSuccess, () => undefined), PROBE_EVERY_MS);
  else if (probe) {
    clearInterval(probe);
    probe = null;
  }
  notify();
}

/** Any answer from the server, even an error status, proves the network is back. */
export function noteNetworkSuccess(): void {
  setUnreachable(false);
}

/** fetch() rejected: no network (an aborted call says nothing about the network). */
export function noteNetworkFailure(error: unknown): void {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  setUnreachable(true);
}

export function subscribeToConnection(listener: () => void): () => void {
  listeners.add(listener);
  // Node (unit tests of API helpers) has no window, and no network events to follow.
  if (typeof window === 'undefined') return () => listeners.delete(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export const useIsOnline = (): boolean => useSyncExternalStore(subscribeToConnection, isOnline, () => true);

// The queries follow the same notion of online: they wait while offline and refetch on return.
onlineManager.setEventListener((setOnline) => {
  const update = () => setOnline(isOnline());
  update();
  return subscribeToConnection(update);
});
