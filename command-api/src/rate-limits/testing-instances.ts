import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPostgresEventStore, migrateEventStore, type EventStore } from '@sankofa/events';
import { createLocalMediaStorage } from '@sankofa/adapters/media';
import type { Translator } from '@sankofa/adapters/translation';
import { createAccessTokens, createLogger, createPool, type ReverseGeocoder } from '@sankofa/server-kit';
import { serve, type RunningServer } from '@sankofa/server-kit/testing';
import { createCommandApi } from '../app.ts';
import { authRouter } from '../auth/routes.ts';
import { chatRouters } from '../chat/index.ts';
import { mediaRouter } from '../media/routes.ts';
import { membersRouters } from '../members/index.ts';
import { registerMember } from '../members/register-member.ts';
import { registrationInput, TEST_IDENTITY_BAN_KEY, uniquePhoneNumber } from '../members/testing/registration-input.ts';
import { migrateCommandApi } from '../migrate.ts';
import { safetyRouter } from '../safety/routes.ts';
import { swipesRouter } from '../swipes/routes.ts';
import type { RateLimitOverrides } from './limits.ts';

const tokens = createAccessTokens({ secret: 'test-secret-at-least-16', ttlSeconds: 600 });
const geocoder: ReverseGeocoder = { reverse: () => null };
/** Echoes the text: the provider is not what these tests are about. */
const translator: Translator = { languages: async () => [], translate: async (text) => ({ translatedText: text, detectedLanguage: 'en' }) };

export interface Instance {
  url: string;
  close(): Promise<void>;
}

export interface Instances {
  /** A command-api instance with every limited route, on its own pool over the shared database: a replica, or the app after a restart. */
  start(): Promise<Instance>;
  /** A registered member's bearer header (registered through signup's command, never logged in as). */
  member(): Promise<{ id: string; authorization: string }>;
  store: EventStore;
  close(): Promise<void>;
}

export const startInstances = async (databaseUrl: string, rateLimits?: RateLimitOverrides): Promise<Instances> => {
  const pool = createPool(databaseUrl);
  await migrateEventStore(pool);
  await migrateCommandApi(pool);
  const store = createPostgresEventStore(pool);
  const mediaDirectory = await mkdtemp(path.join(tmpdir(), 'sankofa-limits-'));
  const running: Array<{ server: RunningServer; close(): Promise<void> }> = [];

  return {
    store,
    async start() {
      const ownPool = createPool(databaseUrl);
      const ownStore = createPostgresEventStore(ownPool);
      const deps = { store: ownStore, pool: ownPool, tokens, geocoder, translator, media: createLocalMediaStorage(mediaDirectory), identityBanKey: 'test-identity-ban-key' };
      const routers = [
        authRouter({ ...deps, twoFactorEncryptionSecret: 'test-two-factor-key' }),
        ...membersRouters(deps),
        mediaRouter({ ...deps, storage: deps.media }),
        swipesRouter(deps),
        ...chatRouters(deps),
        safetyRouter(deps),
      ];
      const logger = createLogger('rate-limits-test', { silent: true });
      const server = await serve(createCommandApi({ ...deps, logger, routers, rateLimits }).callback());
      const instance = {
        server,
        async close() {
          running.splice(running.indexOf(instance), 1);
          await server.close();
          await ownStore.close();
          await ownPool.end();
        },
      };
      running.push(instance);
      return { url: server.url, close: () => instance.close() };
    },
    async member() {
      const identity = { email: `member-${randomUUID()}@example.com`, phoneNumber: uniquePhoneNumber(), firstName: 'Ama', lastName: 'Mensah', age: 29, location: 'Accra, Ghana', heritage: 'Ghanaian', profession: 'Architect' };
      const { memberId } = await registerMember({ store, identityBanKey: TEST_IDENTITY_BAN_KEY }, registrationInput(identity), { actorId: 'test', correlationId: 'test' });
      return { id: memberId, authorization: `Bearer ${await tokens.issue({ memberId, role: 'member' })}` };
    },
    async close() {
      for (const instance of [...running]) await instance.close();
      await store.close();
      await pool.end();
      await rm(mediaDirectory, { recursive: true, force: true });
    },
  };
};
