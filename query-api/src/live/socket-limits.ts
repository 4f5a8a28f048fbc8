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

const NONE: readonly never[] = [];

/**
 * Each member's authenticated sockets on this instance: whom a message for them goes to, and how
 * many more they may open. Arrays, not Sets: a member holds one or two, and 18,000 sockets on an
 * instance make each socket's bookkeeping count.
 */
export const createMemberSockets = <Socket>(maxSocketsPerMember: number) => {
  const open = new Map<string, Socket[]>();
  return {
    /** 'first' or 'admitted', held until `remove`, when the member has room for this socket; 'full' otherwise. */
    admit(memberId: string, socket: Socket): 'first' | 'admitted' | 'full' {
      const ofMember = open.get(memberId);
      if (!ofMember) {
        open.set(memberId, [socket]);
        return 'first';
      }
      if (ofMember.length >= maxSocketsPerMember) return 'full';
      ofMember.push(socket);
      return 'admitted';
    },
    /** True when that was the member's last socket here. */
    remove(memberId: string, socket: Socket): boolean {
      const ofMember = open.get(memberId);
      const index = ofMember?.indexOf(socket) ?? -1;
      if (!ofMember || index < 0) return false;
      ofMember.splice(index, 1);
      if (ofMember.length > 0) return false;
      open.delete(memberId);
      return true;
    },
    /** The member's sockets, a copy: sending may drop one of them. */
    of: (memberId: string): readonly Socket[] => open.get(memberId)?.slice() ?? NONE,
  };
};
