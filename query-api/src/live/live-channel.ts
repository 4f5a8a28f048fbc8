import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Observable } from 'rxjs';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { LiveServerMessage } from '@sankofa/contracts';
import type { AccessTokens, Logger, SessionRevocations, VerifiedPrincipal } from '@sankofa/server-kit';
import { accessTokenOf, typingMatchOf } from './auth-message.ts';
import type { RelayedMessage } from './client-messages.ts';
import type { LiveMessage } from './live-feed.ts';
import { DEFAULT_MAX_BUFFERED_BYTES, DEFAULT_MAX_SOCKETS_PER_MEMBER, TRY_AGAIN_LATER, createMemberSockets, refuseUpgrade, sendOrDrop } from './socket-limits.ts';

export interface LiveChannelOptions {
  server: Server;
  path: string;
  tokens: AccessTokens;
  /** The feed's messages, ephemeral ones (typing) and relayed ones (call signals) without a position. */
  messages: Observable<LiveMessage | EphemeralMessage | RelayedMessage>;
  logger: Logger;
  /** Told when a member's authenticated socket opens and closes (presence). */
  presence?: { connected(memberId: string): void; disconnected(memberId: string): void };
  /** An authenticated member says they are typing in `matchId`. */
  onTyping?: (memberId: string, matchId: string) => Promise<void>;
  authTimeoutMs?: number;
  heartbeatMs?: number;
  /** Bytes queued for a socket past which its client is taken for not reading, and dropped. */
  maxBufferedBytes?: number;
  /** Authenticated sockets one member may hold open on this instance; more are closed with 1013. */
  maxSocketsPerMember?: number;
  /** When a session ends (logout, password change, sign out everywhere), its sockets close at once. */
  revocations?: Pick<SessionRevocations, 'watch'>;
  /** Every parsed message an authenticated member sends besides `auth` (WebRTC signals); its answers reach members through `messages`. */
  onClientMessage?: (memberId: string, message: unknown, role: VerifiedPrincipal['role']) => void;
}

export interface LiveChannel {
  /** Sockets open on this channel now, authenticated or not (the /ws connections gauge). */
  connections(): number;
  close(): Promise<void>;
}

const POLICY_VIOLATION = 1008;
const GOING_AWAY = 1001;
const CLOSE_GRACE_MS = 1_000;
// setTimeout cannot wait longer than this; tokens living longer are re-checked when it fires.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * `/ws`: the first message must be `{"type":"auth","payload":{"accessToken":"…"}}` (browsers
 * cannot set headers on a WebSocket, and a token in the URL ends up in logs). Without a valid
 * token in time, or once the token expires, the socket is closed with 1008. A later auth
 * message for the same member extends the session. Authenticated sockets receive
 * `{ type, payload, position }` for their member only.
 */
/** A message not from the log: its member, type and payload only. */
export type EphemeralMessage = { memberId: string; type: string; payload: unknown; position?: undefined };

/**
 * What the channel keeps of one socket. One plain object and shared handlers (`this` is the
 * socket) rather than closures, timers' callbacks and per-socket Sets: an instance holds 18,000.
 */
interface Connection {
  principal?: VerifiedPrincipal;
  authTimer?: NodeJS.Timeout;
  expiryTimer?: NodeJS.Timeout;
  // Messages are handled one after the other, so nothing overtakes a token being verified.
  handled: Promise<void>;
  // Cleared at each ping, set by the pong: still false at the next ping means the client is gone.
  alive: boolean;
}

const parsedOrNull = (data: unknown): unknown => {
  try {
    return JSON.parse(String(data));
  } catch {
    return null;
  }
};

const wireMessage = ({ type, payload, position }: LiveMessage | EphemeralMessage | RelayedMessage & { position?: undefined }) => JSON.stringify({ type, payload, position });

export const openLiveChannel = (options: LiveChannelOptions): LiveChannel => {
  const { server, path, tokens, messages, logger, authTimeoutMs = 5_000, heartbeatMs = 30_000 } = options;
  const { maxBufferedBytes = DEFAULT_MAX_BUFFERED_BYTES, maxSocketsPerMember = DEFAULT_MAX_SOCKETS_PER_MEMBER } = options;
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024, perMessageDeflate: false });
  const connections = new Map<WebSocket, Connection>();
  const members = createMemberSockets<WebSocket>(maxSocketsPerMember);
  // One revocation watch per member, not per socket: it checks each of their sockets' latest token.
  const revocationWatches = new Map<string, () => void>();

  const reject = (socket: WebSocket, reason: string) => socket.close(POLICY_VIOLATION, reason);
  const onAuthTimeout = (socket: WebSocket) => reject(socket, 'Authenticate first');
  const onExpiry = (socket: WebSocket) => {
    const connection = connections.get(socket);
    if (!connection?.principal) return;
    if (connection.principal.expiresAt.getTime() <= Date.now()) reject(socket, 'Access token expired');
    else connection.expiryTimer = expireAt(socket, connection.principal);
  };
  const expireAt = (socket: WebSocket, principal: VerifiedPrincipal) =>
    setTimeout(onExpiry, Math.min(MAX_TIMER_MS, Math.max(0, principal.expiresAt.getTime() - Date.now())), socket);
  const closeRevokedSockets = (memberId: string) => {
    for (const socket of members.of(memberId)) {
      const principal = connections.get(socket)?.principal;
      if (principal && tokens.isRevoked(principal)) reject(socket, 'Session ended');
    }
  };

  // One subscription to the feed for all sockets, each message serialized once and handed only to its member's sockets.
  const subscription = messages.subscribe((message) => {
    const ofMember = members.of(message.memberId);
    if (ofMember.length === 0) return;
    const data = wireMessage(message);
    for (const socket of ofMember) {
      if (sendOrDrop(socket, data, maxBufferedBytes) === 'dropped') {
        logger.warn('live channel dropped a socket whose client does not read', { memberId: message.memberId, maxBufferedBytes });
      }
    }
  });

  const admit = (socket: WebSocket, connection: Connection, principal: VerifiedPrincipal): boolean => {
    const admitted = members.admit(principal.memberId, socket);
    if (admitted === 'full') return false;
    connection.principal = principal;
    if (admitted === 'first' && options.revocations) {
      revocationWatches.set(principal.memberId, options.revocations.watch(principal.memberId, () => closeRevokedSockets(principal.memberId)));
    }
    options.presence?.connected(principal.memberId);
    return true;
  };

  const authenticate = async (socket: WebSocket, connection: Connection, token: string | undefined) => {
    const current = connection.principal;
    if (!token) return current ? undefined : reject(socket, 'The first message must be an auth message');
    const principal = await tokens.verify(token).catch(() => undefined);
    if (!principal || (current && current.memberId !== principal.memberId)) return reject(socket, 'Invalid or expired access token');
    if (socket.readyState !== WebSocket.OPEN) return;
    clearTimeout(connection.authTimer);
    connection.authTimer = undefined;
    if (current) connection.principal = principal;
    else if (!admit(socket, connection, principal)) return socket.close(TRY_AGAIN_LATER, 'Too many live connections for this member');
    clearTimeout(connection.expiryTimer);
    connection.expiryTimer = expireAt(socket, principal);
    socket.send(JSON.stringify({ type: 'auth_ok' } satisfies LiveServerMessage));
  };

  function onMessage(this: WebSocket, data: RawData) {
    const connection = connections.get(this);
    if (!connection) return;
    const memberId = connection.principal?.memberId;
    const typingIn = typingMatchOf(data);
    if (typingIn !== undefined) {
      // Typing before authenticating is ignored, not a reason to close: it may race the auth message.
      if (memberId !== undefined) void options.onTyping?.(memberId, typingIn).catch((error: unknown) => logger.warn('typing signal failed', { error }));
      return;
    }
    const token = accessTokenOf(data);
    if (token === undefined && memberId !== undefined && options.onClientMessage) return options.onClientMessage(memberId, parsedOrNull(data), connection.principal!.role);
    connection.handled = connection.handled.then(() => authenticate(this, connection, token)).catch((error: unknown) => logger.error('live channel message failed', { error }));
  }
  function onPong(this: WebSocket) {
    const connection = connections.get(this);
    if (connection) connection.alive = true;
  }
  function onClose(this: WebSocket) {
    const connection = connections.get(this);
    connections.delete(this);
    if (!connection) return;
    clearTimeout(connection.authTimer);
    clearTimeout(connection.expiryTimer);
    const memberId = connection.principal?.memberId;
    if (memberId === undefined) return;
    if (members.remove(memberId, this)) {
      revocationWatches.get(memberId)?.();
      revocationWatches.delete(memberId);
    }
    options.presence?.disconnected(memberId);
  }

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== path) return refuseUpgrade(socket, path);
    sockets.handleUpgrade(request, socket, head, onConnection);
  };

  const onConnection = (socket: WebSocket) => {
    connections.set(socket, { authTimer: setTimeout(onAuthTimeout, authTimeoutMs, socket), handled: Promise.resolve(), alive: true });
    socket.on('pong', onPong);
    socket.on('message', onMessage);
    socket.on('close', onClose);
  };

  // A socket that missed the previous ping's pong is dead (a closed laptop, a dropped network).
  // Sockets not yet authenticated are left to the auth timer, which closes them sooner.
  const heartbeat = setInterval(() => {
    for (const [socket, connection] of connections) {
      if (!connection.principal) continue;
      if (!connection.alive) {
        socket.terminate();
        continue;
      }
      connection.alive = false;
      socket.ping();
    }
  }, heartbeatMs);

  server.on('upgrade', onUpgrade);

  return {
    connections: () => sockets.clients.size,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(heartbeat);
        subscription.unsubscribe();
        server.off('upgrade', onUpgrade);
        for (const socket of sockets.clients) socket.close(GOING_AWAY, 'Server shutting down');
        // A client that never answers the close handshake must not hold the shutdown up.
        const stragglers = setTimeout(() => sockets.clients.forEach((socket) => socket.terminate()), CLOSE_GRACE_MS);
        sockets.close(() => {
          clearTimeout(stragglers);
          resolve();
        });
      }),
  };
};
