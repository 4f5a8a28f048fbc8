import type { Duplex } from 'node:stream';
import { WebSocket } from 'ws';

/** What one member's sockets may hold of an instance, so that no member can exhaust it for the others. */
export const DEFAULT_MAX_BUFFERED_BYTES = 1024 * 1024;
export const DEFAULT_MAX_SOCKETS_PER_MEMBER = 10;

/**
 * 1013 "try again later", not 1008: the client reads 1008 as "your token was refused" and
 * renews its session before reconnecting, while a member over the cap only needs to wait
 * (their stale sockets are dropped by the heartbeat within two of its periods).
 */
export const TRY_AGAIN_LATER = 1013;

/** Answers an upgrade to a path no channel serves with a 400, then hangs up, instead of leaving the socket open forever. */
export const refuseUpgrade = (socket: Duplex, servedPath: string): void => {
  const body = JSON.stringify({ error: `WebSocket connections are served on ${servedPath} only`, code: 'unknown_websocket_path' });
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
};

/**
 * Sends to a client that keeps reading; one that does not (a frozen tab, or someone holding the
 * connection open on purpose) would make the server buffer every message meant for it. Past
 * `maxBufferedBytes` unsent, the socket is dropped at once (1006 on the client): a close frame
 * would queue behind the same unread bytes. The client reconnects and refetches.
 */
export const sendOrDrop = (socket: WebSocket, data: string, maxBufferedBytes: number): 'sent' | 'dropped' | 'not_open' => {
  if (socket.readyState !== WebSocket.OPEN) return 'not_open';
  socket.send(data);
  if (socket.bufferedAmount <= maxBufferedBytes) return 'sent';
  socket.terminate();
  return 'dropped';
};

/** Counts each member's authenticated sockets; a new one beyond the cap is refused, the open ones keep working. */
export const capSocketsPerMember = (maxSocketsPerMember: number) => {
  const open = new Map<string, Set<WebSocket>>();
  return {
    /** True, and counted until it closes, when the member has room for this socket. */
    admit(memberId: string, socket: WebSocket): boolean {
      const ofMember = open.get(memberId) ?? new Set<WebSocket>();
      if (ofMember.size >= maxSocketsPerMember) return false;
      open.set(memberId, ofMember.add(socket));
      socket.once('close', () => {
        ofMember.delete(socket);
        if (ofMember.size === 0 && open.get(memberId) === ofMember) open.delete(memberId);
      });
      return true;
    },
  };
};
