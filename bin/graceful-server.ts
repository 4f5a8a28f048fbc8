import { createServer, type RequestListener, type Server } from 'node:http';

export interface GracefulServer {
  server: Server;
  /** Resolves to the port it listens on (`0` picks a free one). */
  listen(port: number): Promise<number>;
  /** Stops accepting connections at once, then waits for the requests in flight to finish, at most `graceMs`. */
  stopAccepting(graceMs: number): Promise<void>;
  /** Drops every connection left (requests past the grace, idle keep-alives) and resolves once the server is closed. */
  close(): Promise<void>;
}

/** An HTTP server that counts its requests in flight, so that a stopping service can let them finish. */
export const createGracefulServer = (handler: RequestListener): GracefulServer => {
  let inFlight = 0;
  let stopping = false;
  let onDrained: (() => void) | undefined;
  let closed: Promise<void> | undefined;

  const server = createServer((request, response) => {
    inFlight += 1;
    // Once stopping, a keep-alive connection carries no further request.
    if (stopping) response.setHeader('Connection', 'close');
    response.once('close', () => {
      inFlight -= 1;
      if (!stopping) return;
      // The connection this response leaves idle would otherwise stay open until the end.
      setImmediate(() => server.closeIdleConnections());
      if (inFlight === 0) onDrained?.();
    });
    handler(request, response);
  });

  return {
    server,
    listen: (port) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, () => {
          server.off('error', reject);
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      }),
    async stopAccepting(graceMs) {
      stopping = true;
      // Closes the listening socket (new connections are refused) and the idle keep-alive connections.
      closed ??= new Promise((resolve) => server.close(() => resolve()));
      if (inFlight === 0) return;
      await new Promise<void>((resolve) => {
        onDrained = resolve;
        setTimeout(resolve, graceMs).unref();
      });
    },
    async close() {
      stopping = true;
      closed ??= new Promise((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
};
