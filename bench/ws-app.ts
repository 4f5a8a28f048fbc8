import { createLogger, loadConfig } from '@sankofa/server-kit';
import { openBackbone } from '../bin/backbone.ts';
import { createGracefulServer } from '../bin/graceful-server.ts';
import { processorsOf, queryApiOf } from '../bin/services.ts';
import { stopService } from '../bin/shutdown.ts';

/**
 * One query-api process with its /ws, as `bin/query-api.ts` runs it (the projections run in a
 * process of their own), so that the memory measured is the sockets' alone. Started by
 * `bench/ws.ts` with `--expose-gc` and an IPC channel: it says `{ listening }`, answers `rss`
 * with its resident set and live heap after full collections, and stops on `stop`.
 */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const send = (message: unknown) => process.send?.(message);
const config = { ...loadConfig(), LOG_LEVEL: 'silent' as const };
const backbone = await openBackbone(databaseUrl, config);
const queryApi = queryApiOf(backbone, config, createLogger('query-api', { level: config.LOG_LEVEL }), processorsOf(backbone, config));
const http = createGracefulServer(queryApi.app.callback());
queryApi.attachLiveChannel(http.server, '/ws');
const port = await http.listen(0);

const collectedMemoryKb = async () => {
  // Several passes with pauses between: weak references and finalizers let go only on a later one.
  for (let pass = 0; pass < 3; pass++) {
    globalThis.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rssKb: Math.round(rss / 1024), heapKb: Math.round((heapUsed + external) / 1024) };
};

process.on('message', (message: { type: string }) => {
  if (message.type === 'rss') void collectedMemoryKb().then((memory) => send({ type: 'rss', ...memory }));
  if (message.type === 'stop') void stopService({ http, queryApi, backbone }, 0).then(() => process.exit(0));
});
send({ type: 'listening', url: `http://localhost:${port}` });
