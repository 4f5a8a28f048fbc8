import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, signupInput } from '@sankofa/command-api/members';
import { seedDemoCommunity } from '@sankofa/command-api/demo-community';
import { SwipeRecorded, createPostgresEventStore, eventsOf, migrateEventStore, type EventStore } from '@sankofa/events';
import { createProjectionRuntime } from '@sankofa/projections';
import { createLocalMediaStorage } from '@sankofa/adapters/media';
import { createLogger, createPool, LIVE_SIGNALS_CHANNEL, loadConfig } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoCommunityReactorOf } from './services.ts';
import { TEST_IDENTITY_BAN_KEY, uniquePhoneNumber } from '@sankofa/command-api/members/testing';

const COMMUNITY = 6;
let pool: pg.Pool;
let store: EventStore;
let sequence = 0;
const logger = createLogger('test', { silent: true });
/** Typing and activity the community says on the live channel. */
let listener: pg.Client;
const signals: string[] = [];

beforeAll(async () => {
  pool = createPool(await createTestDatabase());
  await migrateEventStore(pool);
  store = createPostgresEventStore(pool);
  await seedDemoCommunity({ store, storage: createLocalMediaStorage(await mkdtemp(path.join(tmpdir(), 'sankofa-reactor-wiring-'))), identityBanKey: TEST_IDENTITY_BAN_KEY }, { members: COMMUNITY });
  listener = new pg.Client(pool.options);
  await listener.connect();
  listener.on('notification', ({ payload }) => signals.push(payload ?? ''));
  await listener.query(`LISTEN ${LIVE_SIGNALS_CHANNEL}`);
});
afterAll(async () => {
  await listener?.end();
  await store?.close();
  await pool?.end();
});

const newcomer = async () => {
  const { password: _password, ...profile } = signupInput.parse({
    email: `wiring-${++sequence}-${Date.now()}@example.com`,
    password: 'not-used-by-these-tests',
    phoneNumber: uniquePhoneNumber(),
    firstName: 'Yaa',
    lastName: 'Asante',
    age: 27,
    location: 'London, United Kingdom',
    heritage: 'Ghanaian',
    profession: 'Nurse',
    culturalValues: ['creative'],
  });
  const { memberId } = await registerMember({ store, identityBanKey: TEST_IDENTITY_BAN_KEY }, { ...profile, passwordHash: 'scrypt$16384$8$1$c2FsdA==$aGFzaA==' }, { actorId: 'anonymous', correlationId: 'wiring' });
  return memberId;
};

const swipes = eventsOf(SwipeRecorded);
const likesOn = async (memberId: string) => {
  let count = 0;
  for await (const event of store.readAll({ types: swipes.types })) if (swipes.parse(event).data.swipedId === memberId) count++;
  return count;
};

/** The reactor the entry points give the projection runtime under this configuration, if any. */
const reactorWith = (env: NodeJS.ProcessEnv) => demoCommunityReactorOf({ store, pool, translator: null }, loadConfig({ DEMO_COMMUNITY_SIZE: String(COMMUNITY), ...env }), logger);

describe('the demo community reactor in the entry points', () => {
  it('is not run while the demo community is off, or told not to react', () => {
    for (const env of [{ DEMO_COMMUNITY: 'false' }, { DEMO_COMMUNITY: 'true', DEMO_COMMUNITY_REACTS: 'false' }]) expect(reactorWith(env)).toBeUndefined();
  });

  it('runs in the projection runtime while it is on, and stops with it', async () => {
    const runtime = createProjectionRuntime({ store, pool, projectors: [reactorWith({ DEMO_COMMUNITY: 'true' })!], logger });
    await runtime.start();
    const memberId = await newcomer();
    await expect.poll(() => likesOn(memberId), { timeout: 10_000, interval: 200 }).toBeGreaterThan(0);
    // The members who liked count as active just now.
    await expect.poll(() => signals.some((signal) => signal.includes('"kind":"active"'))).toBe(true);
    await runtime.stop();
    const afterStop = await newcomer();
    // Stopped, it holds no lease: no worker of the runtime is left to react to the newcomer, however long one waits.
    expect((await runtime.status()).map(({ state, leaseOwner }) => ({ state, leaseOwner }))).toEqual([{ state: 'stopped', leaseOwner: null }]);
    expect(await likesOn(afterStop)).toBe(0);
  });
});
