import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeContracts } from '@sankofa/contracts';
import type { RunningApp } from '../bin/app.ts';
import { startAppUnderTest } from './app-under-test.ts';
import { uniquePhoneNumber } from '@sankofa/command-api/members/testing';

/**
 * Issue 13: a member who is not an admin gets 403 on every admin route, whichever feature added
 * it (the list is read from the contracts, so a later admin route is covered without a change
 * here), and an error, never an event, when asking for the admin live tail.
 */
let app: RunningApp;
let accessToken: string;

beforeAll(async () => {
  app = await startAppUnderTest();
  const credentials = { email: `kwame.${crypto.randomUUID()}@example.com`, password: 'akwaaba-2024' };
  const profile = { phoneNumber: uniquePhoneNumber(), firstName: 'Kwame', lastName: 'Mensah', age: 30, location: 'Accra, Ghana', heritage: 'Ghanaian', profession: 'Architect' };
  const post = (path: string, body: unknown) => fetch(`${app.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect((await post('/api/users', { ...credentials, ...profile })).ok).toBe(true);
  ({ auth: { accessToken } } = (await (await post('/api/auth/login', credentials)).json()) as { auth: { accessToken: string } });
});
afterAll(() => app?.stop());

const SAMPLE_ID = '0190f3a2-7b1c-7d2e-8f3a-4b5c6d7e8f90';
const adminRoutes = routeContracts.filter((contract) => contract.path.startsWith('/api/admin'));

describe('admin routes, for a member who is not an admin', () => {
  it('there are admin routes to check', () => {
    expect(adminRoutes.length).toBeGreaterThan(10);
  });

  it.each(adminRoutes.map((contract) => [`${contract.method} ${contract.path}`, contract] as const))('%s answers 403', async (_, contract) => {
    const response = await fetch(`${app.url}${contract.path.replace(/:\w+/g, SAMPLE_ID)}`, {
      method: contract.method,
      headers: { Authorization: `Bearer ${accessToken}`, ...(contract.method === 'GET' ? {} : { 'Content-Type': 'application/json' }) },
      ...(contract.method === 'GET' ? {} : { body: '{}' }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
  });

  it('the live tail of the log answers an error message and sends no event', async () => {
    const socket = new WebSocket(`${app.url.replace('http', 'ws')}/ws`);
    const received: Array<{ type: string; payload?: { code?: string } }> = [];
    socket.on('message', (data) => received.push(JSON.parse(data.toString())));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    try {
      socket.send(JSON.stringify({ type: 'auth', payload: { accessToken } }));
      await expect.poll(() => received.some((message) => message.type === 'auth_ok')).toBe(true);
      socket.send(JSON.stringify({ type: 'event_tail', payload: { on: true } }));
      await expect.poll(() => received.find((message) => message.type === 'error')).toMatchObject({ payload: { code: 'forbidden' } });
      // Something happens in the log: a member with the tail would hear of it.
      const signup = { email: `esi.${crypto.randomUUID()}@example.com`, password: 'akwaaba-2024', phoneNumber: uniquePhoneNumber(), firstName: 'Esi', lastName: 'Owusu', age: 28, location: 'Accra, Ghana', heritage: 'Ghanaian', profession: 'Nurse' };
      expect((await fetch(`${app.url}/api/users`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(signup) })).ok).toBe(true);
      // Then something he does hear of: his socket gets the feed's messages in log order, so a log_event for the signup would have come first.
      expect((await fetch(`${app.url}/api/notifications/read-all`, { method: 'POST', headers: { Authorization: `Bearer ${accessToken}` } })).ok).toBe(true);
      await expect.poll(() => received.some((message) => message.type === 'notifications_read')).toBe(true);
      expect(received.filter((message) => message.type === 'log_event')).toEqual([]);
    } finally {
      socket.close();
    }
  });
});
