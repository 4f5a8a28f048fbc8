import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WebSocket } from 'ws';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface SpawnedService {
  url: string;
  port: number;
  signal(name: NodeJS.Signals): void;
  /** Resolves once the service has written a line matching `pattern` to its output. */
  printed(pattern: RegExp): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** One of the app's entry points (`bin/start.ts`, `bin/query-api.ts`…) as its own process, as an operator starts it. */
export const spawnService = async (entry: string, env: Record<string, string>): Promise<SpawnedService> => {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    // A test asserts what the service answers, not how loaded the test machine is: its event-loop lag sheds nothing.
    env: { ...process.env, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'sankofa-shutdown-')), PORT: '0', LOG_LEVEL: 'info', DEMO_COMMUNITY: 'false', MAX_EVENT_LOOP_DELAY_MS: '0', TARGET_READ_LATENCY_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const watchers = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    watchers.forEach((watch) => watch());
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const printed = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const watch = () => {
        const match = pattern.exec(output);
        if (match) {
          watchers.delete(watch);
          resolve(match[0]);
        }
      };
      watchers.add(watch);
      watch();
      void exited.then(() => reject(new Error(`${entry} exited before printing ${pattern}:\n${output}`)));
    });
  const listening = await printed(/listening on (?:http:\/\/localhost:)?\d+/);
  const port = Number(/(\d+)$/.exec(listening)![1]);
  return { url: `http://127.0.0.1:${port}`, port, signal: (name) => child.kill(name), printed, exited };
};

export interface SlowRequest {
  /** Sends the body the server is waiting for; resolves to the response. */
  finish(): Promise<{ status: number; body: string }>;
}

/**
 * A request the server has received and is serving, whose body the test holds back: the
 * server's `100 Continue` says it has read the headers, so the request is in flight.
 */
export const startSlowRequest = (port: number, method: string, requestPath: string, body: unknown): Promise<SlowRequest> =>
  new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method,
      path: requestPath,
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), expect: '100-continue' },
    });
    const response = new Promise<{ status: number; body: string }>((resolveResponse, rejectResponse) => {
      request.on('response', (incoming) => {
        let text = '';
        incoming.on('data', (chunk: Buffer) => (text += chunk.toString()));
        incoming.on('end', () => resolveResponse({ status: incoming.statusCode ?? 0, body: text }));
      });
      request.on('error', rejectResponse);
    });
    // A request never finished ends with its server; that is no failure of the test.
    response.catch(() => undefined);
    request.once('error', reject);
    request.once('continue', () => resolve({ finish: () => (request.end(payload), response) }));
    request.flushHeaders();
  });

/** Whether a new TCP connection to the port is refused. */
export const refusesConnections = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

/** A `/ws` socket, authenticated when given a token; resolves once open (and answered auth_ok). */
export const openLiveSocket = async (url: string, accessToken?: string) => {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/ws`);
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  if (accessToken) {
    const answer = new Promise((resolve) => socket.once('message', (data) => resolve(JSON.parse(data.toString()))));
    socket.send(JSON.stringify({ type: 'auth', payload: { accessToken } }));
    if (JSON.stringify(await answer) !== JSON.stringify({ type: 'auth_ok' })) throw new Error('The live channel refused the token');
  }
  return { socket, closed };
};
