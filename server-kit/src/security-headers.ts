import type { IncomingMessage } from 'node:http';
import type { Context, Next } from 'koa';
import helmet from 'helmet';

/** One year, the figure HSTS preload lists ask for. */
const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

// A Host header is the client's to choose: only a plain host[:port] may enter the policy.
const PLAIN_HOST = /^[\w.-]+(?::\d{1,5})?$|^\[[\d:a-fA-F.]+\](?::\d{1,5})?$/;
const liveChannelSources = (request: IncomingMessage): string => {
  const host = request.headers.host ?? '';
  return PLAIN_HOST.test(host) ? `ws://${host} wss://${host}` : '';
};

/**
 * The Content-Security-Policy the built frontend works under: scripts and styles from this origin
 * only, plus inline styles (the page's own `style` attribute and Radix's positioned popovers
 * write them); images from this app's media, `data:` (the icon) and `blob:` (previews before
 * upload); voice and video from its media and `blob:` (recordings played back before sending);
 * requests to itself and its `/ws` live channel; its own service worker and web app manifest;
 * never framed by anyone (clickjacking).
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", liveChannelSources],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const helmetHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  // Sent below only over TLS: over plain HTTP it means nothing and would pin a dev host to HTTPS.
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'no-referrer' },
});

/**
 * Security headers on every response, pages and API alike (helmet's: CSP, `X-Content-Type-Options:
 * nosniff`, `Referrer-Policy`, `X-Frame-Options`, cross-origin policies…), and HSTS when the
 * request came over TLS (`X-Forwarded-Proto: https` counts when the app trusts its proxy).
 * Install it first, so that error responses carry them too.
 */
export const securityHeaders = () => async (ctx: Context, next: Next) => {
  await new Promise<void>((resolve, reject) => helmetHeaders(ctx.req, ctx.res, (error?: unknown) => (error ? reject(error) : resolve())));
  if (ctx.protocol === 'https') ctx.set('Strict-Transport-Security', HSTS_VALUE);
  return next();
};
