import { existsSync } from 'node:fs';
import path from 'node:path';
import Koa from 'koa';
import send from 'koa-send';
import { securityHeaders } from '@sankofa/server-kit';

/** Serves the built frontend; any path that is not a file gets index.html, for the client router. */
export const staticFiles = (root: string, { trustProxy = false }: { trustProxy?: boolean } = {}): Koa => {
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No built frontend in ${root}: run npm run build --workspace frontend`);
  }
  const app = new Koa({ proxy: trustProxy });
  // The same security headers as the APIs' (CSP, nosniff, Referrer-Policy, HSTS over TLS) on every page and asset.
  app.use(securityHeaders());
  app.use(async (ctx) => {
    const file = ctx.path.replace(/^\/+/, '');
    const isAsset = file.startsWith('assets/');
    if (file && existsSync(path.join(root, file))) {
      await send(ctx, file, { root, maxage: isAsset ? 31_536_000_000 : 0, immutable: isAsset });
      // The service worker is checked for updates on every visit: a cached copy would pin an old app shell.
      if (file === 'sw.js') ctx.set({ 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' });
      return;
    }
    await send(ctx, 'index.html', { root });
  });
  return app;
};
