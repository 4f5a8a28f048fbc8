/// <reference lib="webworker" />
/**
 * Sankofa's service worker, built to /sw.js by the service-worker plugin (vite/service-worker-plugin.ts),
 * which replaces SHELL_FILES and SHELL_VERSION with the app shell of that build.
 */
import { registerPushHandlers } from './push-handlers.ts';
import { routeOf, SHELL_PAGE } from './shell-cache.ts';

declare const self: ServiceWorkerGlobalScope;
declare const SHELL_FILES: string[];
declare const SHELL_VERSION: string;

// One cache per build: the shell and the assets fetched since; the next build's worker deletes them.
const CACHE = `sankofa-${SHELL_VERSION}`;
const shellFiles = new Set(SHELL_FILES);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('sankofa-') && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** Fresh from the network when there is one, so a new build shows at once; the cached shell when not. */
const page = async (request: Request): Promise<Response> => {
  try {
    return await fetch(request);
  } catch (offline) {
    const shell = await caches.match(SHELL_PAGE, { cacheName: CACHE });
    if (shell) return shell;
    throw offline;
  }
};

const cacheFirst = async (request: Request, keepCopy: boolean): Promise<Response> => {
  const cached = await caches.match(request, { cacheName: CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (keepCopy && response.ok) {
    const copy = response.clone();
    void caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
};

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  switch (routeOf(url, request.mode, shellFiles)) {
    case 'page':
      event.respondWith(page(request));
      return;
    case 'asset':
      event.respondWith(cacheFirst(request, true));
      return;
    case 'shell-file':
      event.respondWith(cacheFirst(request, false));
      return;
    case 'network':
      return;
  }
});

registerPushHandlers(self);
