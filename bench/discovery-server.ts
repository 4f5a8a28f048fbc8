import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPostgresEventStore } from '@sankofa/events';
import { createQueryApi } from '@sankofa/query-api';
import { createRankedLists, discoveryQueryRouter, locationQueryRouter } from '@sankofa/query-api/discovery';
import { createAccessTokens, createLogger, createPool } from '@sankofa/server-kit';

/**
 * Forked by bench/discovery.ts: the query API serving discovery in a process of its own, so the
 * load generator does not share its event loop. Says its URL once listening, with discovery's
 * candidate index loaded (as a deployment waits for readiness), so that the load measured is
 * not that of a process still starting; stops on 'stop'.
 */
const pool = createPool(process.env.DATABASE_URL!);
const store = createPostgresEventStore(pool);
const tokens = createAccessTokens({ secret: process.env.JWT_SECRET!, ttlSeconds: 3_600 });
const rankedLists = createRankedLists(pool);
await rankedLists.ready();
const queryApi = createQueryApi({
  store,
  pool,
  tokens,
  logger: createLogger('bench-query-api', { silent: true }),
  routers: [discoveryQueryRouter({ pool, tokens, rankedLists }), locationQueryRouter({ pool, tokens })],
});
const server = createServer(queryApi.app.callback());
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => process.send!({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));

process.on('message', async (message) => {
  if (message !== 'stop') return;
  server.closeAllConnections();
  server.close();
  await queryApi.close();
  await store.close();
  await pool.end();
  process.exit(0);
});
