import { request } from 'node:http';

let lastHost = 1;

/** A loopback address no other client of this test file uses (127.0.0.2, …): another client, as per-address limits see it. */
export const anotherClientAddress = (): string => `127.0.0.${++lastHost}`;

/** `fetch`, but from `localAddress`: Linux answers from any 127.x.y.z, so one machine plays many clients. */
export const fetchFrom = async (localAddress: string, url: string, init: RequestInit = {}): Promise<Response> => {
  const prepared = new Request(url, init);
  const body = prepared.body ? Buffer.from(await prepared.arrayBuffer()) : undefined;
  const headers = { ...Object.fromEntries(prepared.headers), ...(body ? { 'content-length': String(body.length) } : {}) };
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: prepared.method, headers, localAddress }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const status = incoming.statusCode ?? 500;
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) for (const one of [value ?? []].flat()) responseHeaders.append(name, one);
        resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers: responseHeaders }));
      });
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
};
