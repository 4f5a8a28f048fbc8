/**
 * What the service worker keeps and how it answers: the app shell is cached at install, pages
 * come from the network and from the cached shell when offline, hashed assets from the cache
 * first (their names change with their content), and everything else (the APIs, the live
 * channel, members' media) goes to the network untouched.
 */

/** Built assets: content-hashed file names, so a cached copy is never stale. */
const isHashedAsset = (url: URL) => url.pathname.startsWith('/assets/');

/** Never answered by the worker: calls must reach the server or fail visibly. */
const isNetworkOnly = (url: URL) => /^\/(api|ws|media|health)(\/|$)/.test(url.pathname);

export const SHELL_PAGE = '/index.html';

export type Route = 'page' | 'asset' | 'shell-file' | 'network';

/** Which way one GET request of this origin is answered. */
export const routeOf = (url: URL, mode: RequestMode, shellFiles: ReadonlySet<string>): Route => {
  if (isNetworkOnly(url)) return 'network';
  if (mode === 'navigate') return 'page';
  if (isHashedAsset(url)) return 'asset';
  if (shellFiles.has(url.pathname)) return 'shell-file';
  return 'network';
};
