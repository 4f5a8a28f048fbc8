import { request } from 'node:http';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMiddleware } from './http.ts';
import { createLogger } from './logger.ts';
import { securityHeaders } from './security-headers.ts';
import { serve, type RunningServer } from './testing.ts';

let running: RunningServer;
let trustingProxy: RunningServer;

const appWith = (proxy: boolean) => {
  const app = new Koa({ proxy });
  app.use(securityHeaders());
  app.use(errorMiddleware(createLogger('headers-test', { silent: true })));
  app.use((ctx) => {
    if (ctx.path === '/boom') throw new Error('kaboom');
    if (ctx.path === '/ok') ctx.body = { ok: true };
  });
  return app;
};

beforeAll(async () => {
  running = await serve(appWith(false).callback());
  trustingProxy = await serve(appWith(true).callback());
});
afterAll(async () => {
  await running.close();
  await trustingProxy.close();
});

/** fetch will not send a Host header of the test's choosing; node:http will. */
const headersWithHost = (url: string, host: string) =>
  new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
    const sent = request(url, { headers: { host } }, (response) => {
      response.resume();
      resolve(response.headers);
    });
    sent.on('error', reject);
    sent.end();
  });

describe('security headers', () => {
  it('are on answers, 404s and 500s alike', async () => {
    for (const [route, status] of [['/ok', 200], ['/nowhere', 404], ['/boom', 500]] as const) {
      const response = await fetch(`${running.url}${route}`);
      expect(response.status).toBe(status);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain(`connect-src 'self' ws://${new URL(running.url).host} wss://${new URL(running.url).host};`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('let the live channel connect to the host the page came from, and keep a Host that is not a plain host out of the policy', async () => {
    expect((await headersWithHost(`${running.url}/ok`, 'sankofa.example:8443'))['content-security-policy']).toContain(
      "connect-src 'self' ws://sankofa.example:8443 wss://sankofa.example:8443;",
    );
    const forged = String((await headersWithHost(`${running.url}/ok`, "evil;script-src 'unsafe-inline'"))['content-security-policy']);
    expect(forged).toMatch(/connect-src 'self' ?;/);
    expect(forged).not.toContain('evil');
  });

  it('add HSTS only over TLS: X-Forwarded-Proto https counts when the app trusts its proxy', async () => {
    const behindTls = await fetch(`${trustingProxy.url}/ok`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(behindTls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const notTrusted = await fetch(`${running.url}/ok`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(notTrusted.headers.get('strict-transport-security')).toBeNull();
  });
});
