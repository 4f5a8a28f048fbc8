import type pg from 'pg';
import { createMemoryOutbox, outboxEmail, type DevelopmentOutbox, type EmailSender } from '@sankofa/adapters/messaging';
import { createPostgresEventStore, migrateEventStore, type EventStore, type RecordedEvent } from '@sankofa/events';
import { createAccessTokens, createLogger, createPool, createSessionRevocations, type AccessTokens, type SessionRevocations } from '@sankofa/server-kit';
import { createTestDatabase, serve, type RunningServer } from '@sankofa/server-kit/testing';
import { createCommandApi } from '../../app.ts';
import { migrateCommandApi } from '../../migrate.ts';
import { createPasswordHasher, type PasswordHasher } from '../../members/password.ts';
import { registerMember } from '../../members/register-member.ts';
import { signupInput } from '../../members/signup-input.ts';
import type { Clock } from '../dependencies.ts';
import { authRouter } from '../routes.ts';
import { REFRESH_COOKIE } from '../session-cookie.ts';
import { TEST_IDENTITY_BAN_KEY, uniquePhoneNumber } from '../../members/testing/registration-input.ts';

/**
 * scrypt at N=2^14: these tests hash and check dozens of passwords, and the cost is not what they
 * test (password.test.ts asserts the production default, login/api.test.ts the upgrade to it).
 */
export const testPasswords: PasswordHasher = createPasswordHasher({ N: 2 ** 14, r: 8, p: 1 });

export interface AuthApi {
  url: string;
  store: EventStore;
  tokens: AccessTokens;
  /** This server's revocation set, as the command-api process keeps it. */
  revocations: SessionRevocations;
  /** Where its e-mails go: read it as an admin reads the development outbox. */
  outbox: DevelopmentOutbox;
  /** Another server over the same database, a replica sharing the rate limits counted there (and, when given, with its own password hasher). */
  serveAnother(options?: { passwords?: PasswordHasher; email?: EmailSender }): Promise<RunningServer>;
  close(): Promise<void>;
}

/** The web app's origin the e-mailed links open. */
export const TEST_APP_URL = 'https://app.sankofa.test';

/** command-api with only the auth routes, over real HTTP on a fresh embedded-PostgreSQL database. */
export const startAuthApi = async (clock?: Clock, passwords: PasswordHasher = testPasswords): Promise<AuthApi> => {
  const pool: pg.Pool = createPool(await createTestDatabase());
  await migrateEventStore(pool);
  await migrateCommandApi(pool);
  const store = createPostgresEventStore(pool);
  const revocations = createSessionRevocations({ retainMs: 120_000 });
  const tokens = createAccessTokens({ secret: 'test-secret-at-least-16', ttlSeconds: 60, revocations });
  const logger = createLogger('auth-test', { silent: true });
  const outbox = createMemoryOutbox(() => {});
  const servers: RunningServer[] = [];
  const serveAnother = async (options: { passwords?: PasswordHasher; email?: EmailSender } = {}) => {
    const messaging = { email: options.email ?? outboxEmail(outbox) };
    const routers = [
      authRouter({ store, tokens, revocations, passwords: options.passwords ?? passwords, twoFactorEncryptionSecret: 'test-two-factor-key', clock, messaging, publicAppUrl: TEST_APP_URL, logger }),
    ];
    // As behind the gateway: X-Forwarded-Proto says whether the client came over TLS.
    const running = await serve(createCommandApi({ store, pool, tokens, logger, routers, trustProxy: true }).callback());
    servers.push(running);
    return running;
  };
  const { url } = await serveAnother();
  return {
    url,
    store,
    tokens,
    revocations,
    outbox,
    serveAnother,
    async close() {
      await Promise.all(servers.map((server) => server.close()));
      await store.close();
      await pool.end();
    },
  };
};

/** `refreshCookie`: the refresh token, sent as the browser sends its cookie. */
export const post = async (url: string, body: unknown, accessToken?: string, refreshCookie?: string) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      ...(refreshCookie !== undefined ? { cookie: `${REFRESH_COOKIE}=${refreshCookie}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    /** The refresh cookie this answer set (its value and attributes), if any. */
    refreshCookie: refreshCookieSet(response.headers),
    body: (await response.json()) as Record<string, unknown> & { error?: string; code?: string },
  };
};

export interface SetCookie {
  value: string;
  attributes: Record<string, string | true>;
}

export const refreshCookieSet = (headers: Headers): SetCookie | undefined => {
  const header = headers.getSetCookie().find((cookie) => cookie.startsWith(`${REFRESH_COOKIE}=`));
  if (!header) return undefined;
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  return {
    value: pair.slice(REFRESH_COOKIE.length + 1),
    attributes: Object.fromEntries(attributes.map((attribute) => {
      const [name = '', value] = attribute.split('=');
      return [name.toLowerCase(), value ?? true];
    })),
  };
};

/** A member registered through signup's own command, with a password to log in with. */
export const givenMember = async (store: EventStore, email: string, password: string, names = { firstName: 'Ama', lastName: 'Mensah' }, passwords = testPasswords) => {
  const input = signupInput.parse({ email, password, phoneNumber: uniquePhoneNumber(), age: 29, location: 'Accra, Ghana', heritage: 'Ghanaian', profession: 'Architect', ...names });
  const { memberId } = await registerMember({ store, passwords, identityBanKey: TEST_IDENTITY_BAN_KEY }, input, { actorId: 'anonymous', correlationId: 'test' });
  return memberId;
};

export const streamEvents = async (store: EventStore, stream: string): Promise<RecordedEvent[]> => {
  const events: RecordedEvent[] = [];
  for await (const event of store.readStream(stream)) events.push(event);
  return events;
};
