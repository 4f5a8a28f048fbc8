import { connect as connectTcp } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { WebSocket } from 'ws';
import { z } from 'zod';
import { createPostgresEventStore, defineEvent, eventsOf, migrateEventStore, type EventStore } from '@sankofa/events';
import { createAccessTokens, createPool, type Logger } from '@sankofa/server-kit';
import { createTestDatabase, serve, type RunningServer } from '@sankofa/server-kit/testing';
import { createQueryApi, type QueryApi } from '../app.ts';
import { liveMapper } from './live-feed.ts';
import { createMemberSockets } from './socket-limits.ts';

const tokens = createAccessTokens({ secret: 'test-secret-at-least-16', ttlSeconds: 60 });
const MAX_BUFFERED_BYTES = 64 * 1024;
const MAX_SOCKETS_PER_MEMBER = 2;

const Shouted = defineEvent('Shouted', z.object({ to: z.string(), text: z.string() }));

/** A test feature: whoever is shouted at hears the whole text. */
const shouts = liveMapper(eventsOf(Shouted), (event) => {
  const { to, text } = event.data;
  return [{ memberId: to, type: 'shout_received', payload: { text } }];
});

const warnings: string[] = [];
const logger: Logger = { info: () => undefined, warn: (message) => warnings.push(message), error: () => undefined };

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
    logger,
    routers: [],
    liveMappers: [shouts],
    liveChannel: { maxBufferedBytes: MAX_BUFFERED_BYTES, maxSocketsPerMember: MAX_SOCKETS_PER_MEMBER },
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
  /** The server's answer to the auth message: auth_ok, or the socket's closing. */
  authenticate(memberId: string): Promise<unknown>;
}

const connect = async (): Promise<Client> => {
  const socket = new WebSocket(`${running.url.replace('http', 'ws')}/ws`);
  const received: unknown[] = [];
  const firstMessage = new Promise((resolve) => socket.once('message', (data) => resolve(JSON.parse(data.toString()))));
  socket.on('message', (data) => received.push(JSON.parse(data.toString())));
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return {
    socket,
    received,
    closed,
    async authenticate(memberId) {
      socket.send(JSON.stringify({ type: 'auth', payload: { accessToken: await tokens.issue({ memberId, role: 'member' }) } }));
      return Promise.race([firstMessage, closed]);
    },
  };
};

const shout = async (to: string, text: string) => {
  const metadata = { eventId: crypto.randomUUID(), occurredAt: new Date().toISOString(), actorId: 'test', correlationId: 'test', causationId: null, schemaVersion: 1 };
  return (await store.append(`shout-${crypto.randomUUID()}`, [{ type: Shouted.type, data: { to, text }, metadata }])).positions[0];
};

/** Everything the server writes back on a raw connection, until it hangs up. */
const rawExchange = (request: string) =>
  new Promise<string>((resolve, reject) => {
    const { port } = new URL(running.url);
    const socket = connectTcp(Number(port), '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });

describe('the live channel protects the instance', () => {
  it('answers an upgrade to any other path with 400 and hangs up', async () => {
    const answer = await rawExchange(
      'GET /other HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ error: 'WebSocket connections are served on /ws only', code: 'unknown_websocket_path' });
  });

  it("refuses a member's socket beyond the cap with 1013, and keeps the open ones serving", async () => {
    const [phone, laptop, tablet] = [await connect(), await connect(), await connect()];
    expect(await phone.authenticate('yaa')).toEqual({ type: 'auth_ok' });
    expect(await laptop.authenticate('yaa')).toEqual({ type: 'auth_ok' });
    expect(await tablet.authenticate('yaa')).toEqual({ code: 1013, reason: 'Too many live connections for this member' });

    // Another member is not affected by Yaa's sockets.
    const other = await connect();
    expect(await other.authenticate('kwame')).toEqual({ type: 'auth_ok' });

    const onPhone = new Promise((resolve) => phone.socket.once('message', resolve));
    const position = await shout('yaa', 'akwaaba');
    await onPhone;
    expect(phone.received.at(-1)).toEqual({ type: 'shout_received', payload: { text: 'akwaaba' }, position });

    // Once one closes, there is room again.
    laptop.socket.close();
    await laptop.closed;
    const again = await connect();
    expect(await again.authenticate('yaa')).toEqual({ type: 'auth_ok' });
    for (const client of [phone, again, other]) client.socket.close();
  });

  it('drops a socket whose client stops reading while messages keep coming', async () => {
    const stalled = await connect();
    expect(await stalled.authenticate('adjoa')).toEqual({ type: 'auth_ok' });
    // The client stops reading: what the server sends piles up in the kernel's buffers, then in the server's.
    (stalled.socket as unknown as { _socket: { pause(): void; resume(): void } })._socket.pause();

    const pushed = 32;
    const text = 'a'.repeat(512 * 1024);
    for (let index = 0; index < pushed; index++) await shout('adjoa', text);
    await waitFor(() => warnings.includes('live channel dropped a socket whose client does not read'));

    (stalled.socket as unknown as { _socket: { resume(): void } })._socket.resume();
    expect((await stalled.closed).code).toBe(1006);
    // auth_ok and fewer than every shout: the rest were never sent.
    expect(stalled.received.length).toBeLessThan(pushed + 1);
  });
});

const waitFor = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe("each member's sockets", () => {
  it('admits up to the cap, says which was the first and the last, and hands out a copy', () => {
    const members = createMemberSockets<string>(2);
    expect([members.admit('ama', 'a'), members.admit('ama', 'b'), members.admit('ama', 'c')]).toEqual(['first', 'admitted', 'full']);
    const sockets = members.of('ama');
    expect(members.remove('ama', 'a')).toBe(false);
    expect(sockets).toEqual(['a', 'b']);
    expect(members.remove('ama', 'b')).toBe(true);
    expect(members.of('ama')).toEqual([]);
    expect(members.admit('ama', 'c')).toBe('first');
  });
});
