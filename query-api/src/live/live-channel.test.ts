import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { WebSocket } from 'ws';
import { z } from 'zod';
import { createPostgresEventStore, defineEvent, eventsOf, migrateEventStore, type EventStore } from '@sankofa/events';
import { createAccessTokens, createLogger, createPool } from '@sankofa/server-kit';
import { createTestDatabase, serve, type RunningServer } from '@sankofa/server-kit/testing';
import { createQueryApi, type QueryApi } from '../app.ts';
import { liveMapper } from './live-feed.ts';

const tokens = createAccessTokens({ secret: 'test-secret-at-least-16', ttlSeconds: 60 });
const shortLivedTokens = createAccessTokens({ secret: 'test-secret-at-least-16', ttlSeconds: 1 });
const forgedTokens = createAccessTokens({ secret: 'some-other-secret-entirely', ttlSeconds: 60 });

const Waved = defineEvent('Waved', z.object({ from: z.string(), to: z.string() }));

/** A test feature: whoever is waved at hears about it. */
const waves = liveMapper(eventsOf(Waved), (event) => {
  const { from, to } = event.data;
  return [{ memberId: to, type: 'wave_received', payload: { from } }];
});

let pool: pg.Pool;
let store: EventStore;
let api: QueryApi;
let running: RunningServer;

beforeAll(async () => {
  pool = createPool(await createTestDatabase());
  await migrateEventStore(pool);
  store = createPostgresEventStore(pool);
  api = createQueryApi({
    store,
    pool,
    tokens,
    logger: createLogger('live-test', { silent: true }),
    routers: [],
    liveMappers: [waves],
    liveChannel: { authTimeoutMs: 300, heartbeatMs: 100 },
  });
  running = await serve(api.app.callback());
  api.attachLiveChannel(running.server);
});
afterAll(async () => {
  await api.close();
  await running.close();
  await store.close();
  await pool.end();
});

interface Client {
  socket: WebSocket;
  received: unknown[];
  closed: Promise<{ code: number; reason: string }>;
  nextMessage(): Promise<unknown>;
}

const connect = async (options: { answerPings?: boolean } = {}): Promise<Client> => {
  const socket = new WebSocket(`${running.url.replace('http', 'ws')}/ws`, { autoPong: options.answerPings ?? true });
  const received: unknown[] = [];
  const waiting: Array<(message: unknown) => void> = [];
  socket.on('message', (data) => {
    const message: unknown = JSON.parse(data.toString());
    received.push(message);
    waiting.shift()?.(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return { socket, received, closed, nextMessage: () => new Promise((resolve) => waiting.push(resolve)) };
};

const authenticate = async (client: Client, accessToken: string) => {
  const reply = client.nextMessage();
  client.socket.send(JSON.stringify({ type: 'auth', payload: { accessToken } }));
  return reply;
};

const wave = async (from: string, to: string) => {
  const metadata = { eventId: crypto.randomUUID(), occurredAt: new Date().toISOString(), actorId: from, correlationId: 'test', causationId: null, schemaVersion: 1 };
  const { positions } = await store.append(`wave-${crypto.randomUUID()}`, [{ type: Waved.type, data: { from, to }, metadata }]);
  return positions[0];
};

describe('the live channel', () => {
  it('closes a connection that does not authenticate in time with 1008', async () => {
    const client = await connect();
    expect(await client.closed).toEqual({ code: 1008, reason: 'Authenticate first' });
  });

  it('closes a connection whose first message is not an auth message with 1008', async () => {
    const client = await connect();
    client.socket.send(JSON.stringify({ type: 'hello' }));
    expect((await client.closed).code).toBe(1008);
  });

  it('closes a connection with a forged token with 1008', async () => {
    const client = await connect();
    client.socket.send(JSON.stringify({ type: 'auth', payload: { accessToken: await forgedTokens.issue({ memberId: 'ama', role: 'member' }) } }));
    expect(await client.closed).toEqual({ code: 1008, reason: 'Invalid or expired access token' });
  });

  it("pushes each member's messages to that member only, with the event's position", async () => {
    const ama = await connect();
    const kofi = await connect();
    expect(await authenticate(ama, await tokens.issue({ memberId: 'ama', role: 'member' }))).toEqual({ type: 'auth_ok' });
    expect(await authenticate(kofi, await tokens.issue({ memberId: 'kofi', role: 'member' }))).toEqual({ type: 'auth_ok' });

    const forAma = ama.nextMessage();
    const position = await wave('kofi', 'ama');
    expect(await forAma).toEqual({ type: 'wave_received', payload: { from: 'kofi' }, position });

    const forKofi = kofi.nextMessage();
    const kofisPosition = await wave('ama', 'kofi');
    expect(await forKofi).toEqual({ type: 'wave_received', payload: { from: 'ama' }, position: kofisPosition });
    expect(ama.received).toHaveLength(2);
    expect(kofi.received).toHaveLength(2);
    ama.socket.close();
    kofi.socket.close();
  });

  it("reaches every socket of a member (two devices), and the others once one of them closes", async () => {
    const phone = await connect();
    const laptop = await connect();
    for (const device of [phone, laptop]) expect(await authenticate(device, await tokens.issue({ memberId: 'esi', role: 'member' }))).toEqual({ type: 'auth_ok' });

    const onBoth = [phone.nextMessage(), laptop.nextMessage()];
    const position = await wave('kojo', 'esi');
    expect(await Promise.all(onBoth)).toEqual([0, 1].map(() => ({ type: 'wave_received', payload: { from: 'kojo' }, position })));

    phone.socket.close();
    await new Promise((resolve) => phone.socket.once('close', resolve));
    const onLaptop = laptop.nextMessage();
    const later = await wave('kojo', 'esi');
    expect(await onLaptop).toEqual({ type: 'wave_received', payload: { from: 'kojo' }, position: later });
    expect(phone.received).toHaveLength(2);
    laptop.socket.close();
  });

  it('closes a connection re-authenticating as another member with 1008', async () => {
    const client = await connect();
    await authenticate(client, await tokens.issue({ memberId: 'ama', role: 'member' }));
    client.socket.send(JSON.stringify({ type: 'auth', payload: { accessToken: await tokens.issue({ memberId: 'kofi', role: 'member' }) } }));
    expect((await client.closed).code).toBe(1008);
  });

  it('closes the connection with 1008 when its token expires', async () => {
    const client = await connect();
    expect(await authenticate(client, await shortLivedTokens.issue({ memberId: 'ama', role: 'member' }))).toEqual({ type: 'auth_ok' });
    expect(await client.closed).toEqual({ code: 1008, reason: 'Access token expired' });
  });

  it('drops a connection that stops answering pings, and keeps those that answer', async () => {
    const silent = await connect({ answerPings: false });
    const lively = await connect();
    await authenticate(silent, await tokens.issue({ memberId: 'ama', role: 'member' }));
    await authenticate(lively, await tokens.issue({ memberId: 'kofi', role: 'member' }));
    expect((await silent.closed).code).toBe(1006);
    expect(lively.socket.readyState).toBe(WebSocket.OPEN);
    lively.socket.close();
  });
});
