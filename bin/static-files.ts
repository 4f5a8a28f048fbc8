import { existsSync } from 'node:fs';
import path from 'node:path';
import Koa from 'koa';
import send from 'koa-send';
import { securityHeaders } from '@sankofa/server-kit';

const YEAR_MS = 31_536_000_000;
/** Checked with the server on every visit: a cached copy would pin an old app (the page names this build's assets; the worker holds the shell). */
const REVALIDATED = new Set(['index.html', 'sw.js']);

/**
 * Serves the built frontend; any path that is not a file gets index.html, for the client router.
 * koa-send picks the `.br` or `.gz` file the build wrote beside each text file when the client
 * accepts that encoding (frontend/vite/precompress-plugin.ts), so nothing is compressed per request.
 */
export const staticFiles = (root: string, { trustProxy = false }: { trustProxy?: boolean } = {}): Koa => {
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No built frontend in ${root}: run npm run build --workspace frontend`);
  }
  const app = new Koa({ proxy: trustProxy });
  // The same security headers as the APIs' (CSP, nosniff, Referrer-Policy, HSTS over TLS) on every page and asset.
  app.use(securityHeaders());
  app.use(async (ctx) => {
    const requested = ctx.path.replace(/^\/+/, '');
    const file = requested && existsSync(path.join(root, requested)) ? requested : 'index.html';
    const isAsset = file.startsWith('assets/');
    // The answer's bytes depend on Accept-Encoding: a shared cache must not give brotli to a client that asked for none.
    ctx.vary('Accept-Encoding');
    if (REVALIDATED.has(file)) ctx.set('Cache-Control', 'no-cache');
    if (file === 'sw.js') ctx.set('Service-Worker-Allowed', '/');
    await send(ctx, file, { root, maxage: isAsset ? YEAR_MS : 0, immutable: isAsset, brotli: true, gzip: true });
  });
  return app;
};
