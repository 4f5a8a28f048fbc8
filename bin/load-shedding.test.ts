import { request, type ClientRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningApp } from './app.ts';
import { startAppUnderTest } from '../e2e/app-under-test.ts';

let app: RunningApp;
const held: ClientRequest[] = [];

beforeAll(async () => {
  // Writes are shed at 2 requests in flight, reads at 3.
  app = await startAppUnderTest({ config: { MAX_REQUESTS_IN_FLIGHT: 3, MAX_REQUESTS_IN_FLIGHT_FOR_WRITES: 2 } });
}, 60_000);
afterAll(async () => {
  for (const call of held) call.destroy();
  await app.stop();
});

const SIGN_IN = JSON.stringify({ email: 'ama@example.com', password: 'a-long-password' });
/** Padded with the whitespace JSON allows, so the first bytes can be sent long before the rest. */
const SLOW_BODY = SIGN_IN.padEnd(1_000);

/** A sign-in whose body has not finished arriving, as a slow phone's: the app holds it in flight, reading. */
const holdSlowWrite = () => {
  const call = request(`${app.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': String(SLOW_BODY.length) } });
  call.on('response', (response) => response.resume());
  call.write(SLOW_BODY.slice(0, 9));
  held.push(call);
};

const signIn = () => fetch(`${app.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: SIGN_IN });

const metric = async (pattern: RegExp) => {
  const text = await (await fetch(`${app.url}/metrics`)).text();
  return Number(pattern.exec(text)?.[1] ?? 0);
};
const writesInFlight = () => metric(/^sankofa_http_requests_in_flight\{service="app",kind="write"\} (\d+)/m);
const writesShed = () => metric(/^sankofa_http_requests_shed_total\{service="app",kind="write",method="POST",reason="in_flight"\} (\d+)/m);

describe('the one-process app under overload', () => {
  it('answers the next write 503 overloaded with Retry-After at once, still serves a read, and counts the write it shed', async () => {
    holdSlowWrite();
    holdSlowWrite();
    await vi.waitFor(async () => expect(await writesInFlight()).toBe(2));
    const shedBefore = await writesShed();

    const write = await signIn();
    expect(write.status).toBe(503);
    expect(write.headers.get('retry-after')).toBe('1');
    expect(await write.json()).toEqual({ error: expect.any(String), code: 'overloaded' });
    expect(await writesShed()).toBe(shedBefore + 1);

    const page = await fetch(`${app.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });

  it('admits writes again once the slow ones are answered', async () => {
    for (const call of held.splice(0)) call.end(SLOW_BODY.slice(9));
    // A sign-in hashes the password it is given (scrypt), unknown address or not: a moment each.
    await vi.waitFor(async () => expect(await writesInFlight()).toBe(0), { timeout: 10_000 });
    expect((await signIn()).status).toBe(401);
  });
});
