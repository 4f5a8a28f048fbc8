import type pg from 'pg';
import { createPostgresEventStore, migrateEventStore, type EventStore, type RecordedEvent } from '@sankofa/events';
import { createAccessTokens, createLogger, createPool, type AccessTokens } from '@sankofa/server-kit';
import { createTestDatabase, serve, type RunningServer } from '@sankofa/server-kit/testing';
import { createCommandApi } from '../../app.ts';
import { migrateCommandApi } from '../../migrate.ts';
import { registerMember } from '../../members/register-member.ts';
import { signupInput } from '../../members/signup-input.ts';
import type { Clock } from '../dependencies.ts';
import { authRouter } from '../router.ts';

export interface AuthApi {
  url: string;
  store: EventStore;
  tokens: AccessTokens;
  /** Another server over the same database: a replica, sharing the rate limits counted there. */
  serveAnother(): Promise<RunningServer>;
  close(): Promise<void>;
}

/** command-api with only the auth routes, over real HTTP on a fresh embedded-PostgreSQL database. */
export const startAuthApi = async (clock?: Clock): Promise<AuthApi> => {
  const pool: pg.Pool = createPool(await createTestDatabase());
  await migrateEventStore(pool);
  await migrateCommandApi(pool);
  const store = createPostgresEventStore(pool);
  const tokens = createAccessTokens({ secret: 'test-secret-at-least-16', ttlSeconds: 60 });
  const logger = createLogger('auth-test', { silent: true });
  const servers: RunningServer[] = [];
  const serveAnother = async () => {
    const routers = [authRouter({ store, tokens, twoFactorEncryptionSecret: 'test-two-factor-key', clock })];
    const running = await serve(createCommandApi({ store, pool, tokens, logger, routers }).callback());
    servers.push(running);
    return running;
  };
  const { url } = await serveAnother();
  return {
    url,
    store,
    tokens,
    serveAnother,
    async close() {
      await Promise.all(servers.map((server) => server.close()));
      await store.close();
      await pool.end();
    },
  };
};

export const post = async (url: string, body: unknown, accessToken?: string) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> & { error?: string; code?: string } };
};

/** A member registered through signup's own command, with a password to log in with. */
export const givenMember = async (store: EventStore, email: string, password: string, names = { firstName: 'Ama', lastName: 'Mensah' }) => {
  const input = signupInput.parse({ email, password, phoneNumber: '+233 20 123 4567', age: 29, location: 'Accra, Ghana', heritage: 'Ghanaian', profession: 'Architect', ...names });
  const { memberId } = await registerMember({ store }, input, { actorId: 'anonymous', correlationId: 'test' });
  return memberId;
};

export const streamEvents = async (store: EventStore, stream: string): Promise<RecordedEvent[]> => {
  const events: RecordedEvent[] = [];
  for await (const event of store.readStream(stream)) events.push(event);
  return events;
};
