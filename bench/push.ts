import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPostgresEventStore, MatchMade, migrateEventStore, newEvent, pairStream, PushSubscribed, pushStream } from '@sankofa/events';
import { createProjectionRuntime, migrateProjections, projectors, pushNotifier } from '@sankofa/projections';
import { createPushSender, resolveVapidKeys } from '@sankofa/adapters/push';
import { createLogger, createPool } from '@sankofa/server-kit';
import { perSecond, withBenchDatabase } from './embedded.ts';

/**
 * Web Push throughput: MEMBERS members with one device each, MATCHES matches among them (two
 * pushes each), the notifier reactor, run by the projection runtime beside push_subscriptions,
 * encrypting, signing and posting every push to a local stand-in for the push service. Prints
 * pushes per second from the first match to the last push received.
 */
const MEMBERS = 200;
const MATCHES = 500;
const context = { actorId: 'bench', correlationId: 'bench' };

await withBenchDatabase(async (databaseUrl) => {
  let received = 0;
  let allReceived: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (allReceived = resolve));
  const server = createServer((request, response) => {
    request.resume().on('end', () => {
      response.writeHead(201).end();
      if (++received === MATCHES * 2) allReceived();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const pool = createPool(databaseUrl, 8);
  await migrateEventStore(pool);
  await migrateProjections(pool);
  const store = createPostgresEventStore(pool);
  const keys = resolveVapidKeys({ PUSH_NOTIFICATIONS: true, production: false, dataDir: await mkdtemp(path.join(tmpdir(), 'sankofa-push-bench-')) })!;
  const notifier = pushNotifier({ store, send: createPushSender(keys) });
  const runtime = createProjectionRuntime({
    store,
    pool,
    logger: createLogger('bench', { silent: true }),
    projectors: [...projectors.filter((projector) => projector.name === 'push_subscriptions'), notifier],
  });
  await runtime.start();

  const members = Array.from({ length: MEMBERS }, () => randomUUID());
  for (const memberId of members) {
    const ecdh = createECDH('prime256v1');
    const p256dh = ecdh.generateKeys().toString('base64url');
    await store.append(pushStream(memberId), [
      newEvent(PushSubscribed, { memberId, subscriptionId: memberId, endpoint: `${origin}/push/${memberId}`, p256dh, auth: randomBytes(16).toString('base64url') }, context),
    ]);
  }

  const startedAt = process.hrtime.bigint();
  for (let index = 0; index < MATCHES; index++) {
    const [first, second] = [members[index % MEMBERS]!, members[(index * 7 + 1) % MEMBERS]!];
    await store.append(pairStream(first, second), [newEvent(MatchMade, { matchId: randomUUID(), userId1: first, userId2: second }, context)]);
  }
  await done;
  console.log(`web push: ${MATCHES * 2} pushes to ${MEMBERS} devices (aes128gcm + VAPID + HTTP), ${perSecond(MATCHES * 2, startedAt)} pushes/s`);

  await runtime.stop();
  await store.close();
  await pool.end();
  server.close();
});
