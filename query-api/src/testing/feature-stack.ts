import type Router from '@koa/router';
import type pg from 'pg';
import { createCommandApi, migrateCommandApi, type RateLimitOverrides } from '@sankofa/command-api';
import { createMasterKeys, createPostgresDataKeys, createPostgresEventStore, encryptPersonalData, migrateDataKeys, migrateEventStore, type DataKeys, type EventStore, type NewEvent, type Position } from '@sankofa/events';
import { createProjectionRuntime, migrateProjections, projectors, type Projector, type ProjectionRuntime } from '@sankofa/projections';
import { createAccessTokens, createLogger, createPool, type AccessTokens, type SessionRevocations } from '@sankofa/server-kit';
import { createTestDatabase, serve, type RunningServer } from '@sankofa/server-kit/testing';
import { untilCommittedShows } from '@sankofa/events/testing';
import { createQueryApi, type QueryApi } from '../app.ts';
import type { LiveClientHandler } from '../live/client-messages.ts';
import type { LiveMapper } from '../live/live-feed.ts';
import type { ReadModelRouter } from '../read-model-router.ts';

export interface StackDependencies {
  store: EventStore;
  /** Members' data keys: the store seals their personal fields with them; deleting an account destroys hers. */
  dataKeys: DataKeys;
  pool: pg.Pool;
  tokens: AccessTokens;
}

export interface FeatureStackOptions {
  /** Registered projectors to run; names not registered (yet) are skipped. */
  projectorNames: readonly string[];
  /** Reactors to run beside them (they act through the write side, so the test builds them on the stack's store). */
  reactors?: (dependencies: StackDependencies) => Projector[];
  commandRouters?: (dependencies: StackDependencies) => Router[];
  queryRouters: (dependencies: StackDependencies) => ReadModelRouter[];
  /** Serves `/ws` on the query server with these mappers. */
  liveMappers?: readonly LiveMapper[];
  /** Answers members' own messages over `/ws` (WebRTC signals). */
  liveClientHandlers?: readonly LiveClientHandler[];
  /** For a file that legitimately does more than one member or address may (many signups from 127.0.0.1). */
  rateLimits?: RateLimitOverrides;
  /** The revocation set the tokens check, as a process keeps it (applied at once by the routes that end sessions); none unless given. */
  revocations?: SessionRevocations;
}

export interface FeatureStack extends StackDependencies {
  commandUrl: string;
  queryUrl: string;
  /** `ws://…/ws` on the query server. */
  liveUrl: string;
  runtime: ProjectionRuntime;
  /** Appends events as facts that already happened; returns the last one's position. */
  given(stream: string, ...events: NewEvent[]): Promise<Position>;
  /** The log's head once it shows every commit so far: a read carrying it sees every write made before. */
  shownHead(): Promise<Position | null>;
  bearer(memberId: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

/**
 * A feature as the app runs it: the command and query APIs over real HTTP, and the projection
 * runtime writing the read models the queries read, on a fresh database.
 */
export const startFeatureStack = async (options: FeatureStackOptions): Promise<FeatureStack> => {
  const pool = createPool(await createTestDatabase());
  await migrateEventStore(pool);
  await migrateProjections(pool);
  await migrateCommandApi(pool);
  await migrateDataKeys(pool);
  // As the app runs: members' personal fields sealed in the log with their own keys.
  const dataKeys = createPostgresDataKeys(pool, createMasterKeys('test-master-key'));
  const store = encryptPersonalData(createPostgresEventStore(pool), dataKeys);
  const tokens = createAccessTokens({ secret: 'test-secret-at-least-16', ttlSeconds: 600, revocations: options.revocations });
  const logger = createLogger('feature-test', { silent: true });
  const dependencies = { store, dataKeys, pool, tokens };

  // The matches queries also read the chat receipts (unread counts, ticks, privacy).
  // Every query that shows one member to another reads the phone-number blocks too.
  const names = [...options.projectorNames, ...(options.projectorNames.includes('matches') ? ['chat_receipts'] : []), 'contact_blocks'];
  const runtime = createProjectionRuntime({
    store,
    pool,
    logger,
    projectors: [...projectors.filter((projector) => names.includes(projector.name)), ...(options.reactors?.(dependencies) ?? [])],
    leaseSeconds: 3,
  });
  await runtime.start();
  const commands: RunningServer = await serve(createCommandApi({ ...dependencies, logger, routers: options.commandRouters?.(dependencies) ?? [], rateLimits: options.rateLimits }).callback());
  const queryApi: QueryApi = createQueryApi({
    ...dependencies,
    logger,
    routers: options.queryRouters(dependencies),
    liveMappers: options.liveMappers,
    liveClientHandlers: options.liveClientHandlers,
    readYourWrites: { timeoutMs: 10_000 },
  });
  const queries = await serve(queryApi.app.callback());
  if (options.liveMappers) queryApi.attachLiveChannel(queries.server);

  return {
    ...dependencies,
    commandUrl: commands.url,
    queryUrl: queries.url,
    liveUrl: `${queries.url.replace('http', 'ws')}/ws`,
    runtime,
    given: async (stream, ...events) => (await store.append(stream, events)).positions.at(-1)!,
    shownHead: async () => {
      await untilCommittedShows(pool, store);
      return store.headPosition();
    },
    bearer: async (memberId) => ({ authorization: `Bearer ${await tokens.issue({ memberId, role: 'member' })}` }),
    async close() {
      await commands.close();
      // Live sockets first: an open one would otherwise keep the HTTP server from closing.
      await queryApi.close();
      await queries.close();
      await runtime.stop();
      await store.close();
      await pool.end();
    },
  };
};
