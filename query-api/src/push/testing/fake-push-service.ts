import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  /** The `<id>` of `/push/<id>`. */
  deviceId: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A local HTTP server standing in for a browser vendor's push service: it records every message
 * posted to `/push/<id>` and answers 201, or the status a test set for that device (410: gone).
 */
export const startFakePushService = async () => {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const deviceId = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
      if (request.method !== 'POST' || !deviceId) return void response.writeHead(404).end();
      received.push({ deviceId, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.get(deviceId) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    endpointFor: (deviceId: string) => `${origin}/push/${deviceId}`,
    received,
    to: (deviceId: string) => received.filter((push) => push.deviceId === deviceId),
    answer: (deviceId: string, status: number) => void statuses.set(deviceId, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
