import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake server was asked to translate, for assertions. */
export interface TranslateRequest {
  q: string;
  source: string;
  target: string;
  format: string;
  api_key?: string;
}

export interface FakeLibreTranslate {
  url: string;
  requests: TranslateRequest[];
  close(): Promise<void>;
}

const LANGUAGES = [
  { code: 'en', name: 'English', targets: ['fr', 'pt', 'sw'] },
  { code: 'fr', name: 'French', targets: ['en', 'pt', 'sw'] },
  { code: 'pt', name: 'Portuguese', targets: ['en', 'fr', 'sw'] },
  { code: 'sw', name: 'Swahili', targets: ['en', 'fr', 'pt'] },
];

const reply = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const readJson = async (request: IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
};

/**
 * A real HTTP peer that speaks LibreTranslate's API, for tests: it "translates" by tagging the
 * text with the target (`[fr] Hello`), detects every source as English, refuses targets it does
 * not list with LibreTranslate's 400 `{ error }`, and with an `apiKey` refuses other keys with 403.
 */
export const startFakeLibreTranslate = async (options: { apiKey?: string } = {}): Promise<FakeLibreTranslate> => {
  const requests: TranslateRequest[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      if (request.method === 'GET' && request.url === '/languages') return reply(response, 200, LANGUAGES);
      if (request.method !== 'POST' || request.url !== '/translate') return reply(response, 404, { error: 'Not Found' });
      const body = (await readJson(request)) as unknown as TranslateRequest;
      requests.push(body);
      if (options.apiKey && body.api_key !== options.apiKey) return reply(response, 403, { error: 'Invalid API key' });
      if (!LANGUAGES.some((language) => language.code === body.target)) return reply(response, 400, { error: `${body.target} is not supported` });
      const detected = body.source === 'auto' ? { detectedLanguage: { confidence: 90, language: 'en' } } : {};
      return reply(response, 200, { translatedText: `[${body.target}] ${body.q}`, ...detected });
    })().catch(() => reply(response, 400, { error: 'Invalid request' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
