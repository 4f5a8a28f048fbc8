import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { openLiveSocket, refusesConnections, spawnService, startSlowRequest, type SpawnedService } from './spawned-service.ts';
import { uniquePhoneNumber } from '@sankofa/command-api/members/testing';

const member = {
  email: 'abena.shutdown@example.com',
  password: 'correct horse battery',
  phoneNumber: uniquePhoneNumber(),
  firstName: 'Abena',
  lastName: 'Owusu',
  age: 31,
  location: 'London, UK',
  heritage: 'Ghanaian',
  profession: 'Engineer',
};

const signUp = async (app: SpawnedService) => {
  const response = await fetch(`${app.url}/api/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(member) });
  expect(response.status).toBe(201);
  return ((await response.json()) as { auth: { accessToken: string } }).auth.accessToken;
};

/** After the service says it is stopping, it soon no longer accepts connections (a busy machine may take a moment to get there). */
const expectRefusingConnections = (port: number) => expect.poll(() => refusesConnections(port), { timeout: 10_000, interval: 20 }).toBe(true);

describe('stopping the one-process app (npm start) on SIGTERM', () => {
  it('stops accepting, finishes the request in flight, closes /ws with 1001, and exits 0', async () => {
    const databaseUrl = await createTestDatabase();
    const app = await spawnService('bin/start.ts', { DATABASE_URL: databaseUrl });
    const accessToken = await signUp(app);
    expect((await fetch(`${app.url}/health/ready`)).status).toBe(200);
    const live = await openLiveSocket(app.url, accessToken);
    const login = await startSlowRequest(app.port, 'POST', '/api/auth/login', { email: member.email, password: member.password });

    app.signal('SIGTERM');
    await app.printed(/SIGTERM: stopping/);
    await expectRefusingConnections(app.port);

    const answered = await login.finish();
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toMatchObject({ requiresTwoFactor: false, auth: { accessToken: expect.any(String) } });
    expect(await live.closed).toEqual({ code: 1001, reason: 'Server shutting down' });
    expect(await app.exited).toEqual({ code: 0, signal: null });
  });

  it('exits at once, with 143 (128 + SIGTERM), on a second signal while requests are still in flight', async () => {
    const app = await spawnService('bin/start.ts', { DATABASE_URL: await createTestDatabase() });
    // Its body never comes: without the second signal, the app would wait out its grace period.
    await startSlowRequest(app.port, 'POST', '/api/auth/login', { email: member.email, password: member.password });

    app.signal('SIGTERM');
    await app.printed(/SIGTERM: stopping/);
    app.signal('SIGTERM');
    expect(await app.exited).toEqual({ code: 143, signal: null });
  });
});

describe('stopping the distributed query-api on SIGTERM', () => {
  // Two services start here, one after the other, each loading the app: a minute is short for both on a loaded machine.
  it('takes the same path: refuses connections, closes /ws with 1001, exits 0', { timeout: 180_000 }, async () => {
    const databaseUrl = await createTestDatabase();
    // The one-process app migrates the database the query-api then reads.
    const app = await spawnService('bin/start.ts', { DATABASE_URL: databaseUrl });
    app.signal('SIGTERM');
    expect(await app.exited).toEqual({ code: 0, signal: null });

    const queryApi = await spawnService('bin/query-api.ts', { DATABASE_URL: databaseUrl });
    const live = await openLiveSocket(queryApi.url);
    queryApi.signal('SIGTERM');
    await queryApi.printed(/SIGTERM: stopping/);
    await expectRefusingConnections(queryApi.port);
    expect(await live.closed).toEqual({ code: 1001, reason: 'Server shutting down' });
    expect(await queryApi.exited).toEqual({ code: 0, signal: null });
  });
});
