import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

/** Serves a built SPA: existing files as they are, every other path as index.html for the client router. */
export async function startStaticServer(rootDir: string): Promise<RunningServer> {
  const root = path.resolve(rootDir);
  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const requested = path.join(root, pathname);
    const insideRoot = requested.startsWith(root + path.sep);
    const filePath = insideRoot && (await isFile(requested)) ? requested : path.join(root, 'index.html');
    response.writeHead(200, { 'Content-Type': contentTypes[path.extname(filePath)] ?? 'application/octet-stream' });
    await pipeline(createReadStream(filePath), response);
  }

  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      console.error('static server:', error);
      response.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Idle keep-alive sockets from the browser would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}
