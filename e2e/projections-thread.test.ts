import { threadId } from 'node:worker_threads';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { uniquePhoneNumber } from '@sankofa/command-api/members/testing';
import { startAppUnderTest } from './app-under-test.ts';
import { refusesConnections } from './spawned-service.ts';

/**
 * Issue 24, item 1: `npm start` uses both cores, the HTTP side on one thread and the projection
 * runtime on another, as one app: started, projecting, stopped and failing together.
 */
let databaseUrl: string;
let database: pg.Pool;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  database = new pg.Pool({ connectionString: databaseUrl, max: 1 });
});

afterAll(() => database?.end());

const leaseOwners = async () => (await database.query<{ lease_owner: string | null }>('SELECT lease_owner FROM projection_checkpoints WHERE active')).rows.map((row) => row.lease_owner);

/** Connections to the app's database other than this test's own. */
const othersConnected = async () =>
  (await database.query<{ count: number }>('SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')).rows[0]!.count;

const signUp = (url: string) =>
  fetch(`${url}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'efua.threads@example.com',
      password: 'correct horse battery',
      phoneNumber: uniquePhoneNumber(),
      firstName: 'Efua',
      lastName: 'Boateng',
      age: 33,
      location: 'Accra, Ghana',
      heritage: 'Ghanaian',
      profession: 'Surveyor',
    }),
  });

describe('the one-process app (npm start) on two threads', () => {
  it('runs every projector on the projections thread, serves a read that waits for a command, and leaves nothing behind when stopped', async () => {
    const app = await startAppUnderTest({ databaseUrl });
    try {
      expect(app.projections.threadId).not.toBe(threadId);
      // Every build that serves reads is written under the thread's leases.
      await expect.poll(async () => (await leaseOwners()).every((owner) => owner?.startsWith(`${app.projections.instanceId}#`))).toBe(true);
      expect(app.projections.instanceId).toContain(`-thread${app.projections.threadId}-`);

      const signup = await signUp(app.url);
      expect(signup.status).toBe(201);
      const { auth } = (await signup.json()) as { auth: { accessToken: string } };
      const position = signup.headers.get('x-event-position')!;
      const me = await fetch(`${app.url}/api/user`, { headers: { authorization: `Bearer ${auth.accessToken}`, 'X-Min-Position': position } });
      expect(me.status).toBe(200);
      expect(me.headers.get('x-position-reached')).toBe('true');
      expect(await me.json()).toMatchObject({ firstName: 'Efua' });
    } finally {
      await app.stop();
    }
    // The thread released its leases and closed its pools: nothing of the app is left on the database.
    expect(new Set(await leaseOwners())).toEqual(new Set([null]));
    // A closed connection's backend leaves pg_stat_activity a moment after the client hung up.
    await vi.waitFor(async () => expect(await othersConnected()).toBe(0), { timeout: 5_000, interval: 100 });
  });

  it('runs them on the HTTP thread with PROJECTIONS_THREAD=false, to measure one against the other', async () => {
    const app = await startAppUnderTest({ databaseUrl, config: { PROJECTIONS_THREAD: false } });
    try {
      expect(app.projections.threadId).toBe(threadId);
      await expect.poll(async () => (await leaseOwners()).every((owner) => owner?.startsWith(`${app.projections.instanceId}#`))).toBe(true);
    } finally {
      await app.stop();
    }
  });

  it('stops the whole app, with the reason, when the projections thread crashes', async () => {
    const app = await startAppUnderTest({ databaseUrl, projectionsThreadEntry: new URL('./fixtures/crashing-projections-thread.ts', import.meta.url) });
    const error = await app.crashed;
    expect(error.message).toBe('the projections thread crashed: a reactor threw where nobody catches');
    expect(await refusesConnections(app.port)).toBe(true);
    // This side's pools are closed too: only the crashed thread's connections may linger, until PostgreSQL sees them gone.
    await expect.poll(othersConnected).toBe(0);
  });
});
