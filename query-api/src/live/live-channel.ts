import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Observable } from 'rxjs';
import { WebSocket, WebSocketServer } from 'ws';
import type { LiveServerMessage } from '@sankofa/contracts';
import type { AccessTokens, Logger, SessionRevocations, VerifiedPrincipal } from '@sankofa/server-kit';
import { accessTokenOf, typingMatchOf } from './auth-message.ts';
import type { RelayedMessage } from './client-messages.ts';
import type { LiveMessage } from './live-feed.ts';
import { DEFAULT_MAX_BUFFERED_BYTES, DEFAULT_MAX_SOCKETS_PER_MEMBER, TRY_AGAIN_LATER, capSocketsPerMember, refuseUpgrade, sendOrDrop } from './socket-limits.ts';

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

type Deliver = (message: LiveMessage | EphemeralMessage | RelayedMessage) => void;

/**
 * One subscription to the feed for all sockets, each message handed only to its member's
 * sockets: a filter per socket would run every message past every connection.
 */
const routeByMember = (messages: Observable<LiveMessage | EphemeralMessage | RelayedMessage>) => {
  const listeners = new Map<string, Set<Deliver>>();
  const subscription = messages.subscribe((message) => listeners.get(message.memberId)?.forEach((deliver) => deliver(message)));
  return {
    listen(memberId: string, deliver: Deliver): () => void {
      const ofMember = listeners.get(memberId) ?? new Set<Deliver>();
      listeners.set(memberId, ofMember.add(deliver));
      return () => {
        ofMember.delete(deliver);
        if (ofMember.size === 0) listeners.delete(memberId);
      };
    },
    stop: () => subscription.unsubscribe(),
  };
};

const parsedOrNull = (data: unknown): unknown => {
  try {
    return JSON.parse(String(data));
  } catch {
    return null;
  }
};

export const openLiveChannel = (options: LiveChannelOptions): LiveChannel => {
  const { server, path, tokens, messages, logger, authTimeoutMs = 5_000, heartbeatMs = 30_000 } = options;
  const { maxBufferedBytes = DEFAULT_MAX_BUFFERED_BYTES, maxSocketsPerMember = DEFAULT_MAX_SOCKETS_PER_MEMBER } = options;
  const perMember = capSocketsPerMember(maxSocketsPerMember);
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const routes = routeByMember(messages);
  const alive = new WeakMap<WebSocket, boolean>();

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== path) return refuseUpgrade(socket, path);
    sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request));
  };

  const onConnection = (socket: WebSocket) => {
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
    const reject = (reason: string) => socket.close(POLICY_VIOLATION, reason);
    const authTimer = setTimeout(() => reject('Authenticate first'), authTimeoutMs);
    let session: { principal: VerifiedPrincipal; stopListening: () => void; expiryTimer: NodeJS.Timeout } | undefined;
    // Set at the first auth (a later one is for the same member): the socket closes when the session of its latest token ends.
    let stopWatchingRevocations: (() => void) | undefined;
    const watchRevocations = (memberId: string) =>
      options.revocations?.watch(memberId, () => {
        if (session && tokens.isRevoked(session.principal)) reject('Session ended');
      });

    const expireAt = (principal: VerifiedPrincipal) =>
      setTimeout(() => {
        if (principal.expiresAt.getTime() <= Date.now()) reject('Access token expired');
        else if (session) session.expiryTimer = expireAt(principal);
      }, Math.min(MAX_TIMER_MS, Math.max(0, principal.expiresAt.getTime() - Date.now())));

    const authenticate = async (token: string | undefined) => {
      if (!token) return session ? undefined : reject('The first message must be an auth message');
      const principal = await tokens.verify(token).catch(() => undefined);
      if (!principal || (session && session.principal.memberId !== principal.memberId)) return reject('Invalid or expired access token');
      if (socket.readyState !== WebSocket.OPEN) return;
      clearTimeout(authTimer);
      if (session) {
        clearTimeout(session.expiryTimer);
        session = { ...session, principal, expiryTimer: expireAt(principal) };
      } else {
        if (!perMember.admit(principal.memberId, socket)) return socket.close(TRY_AGAIN_LATER, 'Too many live connections for this member');
        const stopListening = routes.listen(principal.memberId, ({ type, payload, ...rest }) => {
          const position = 'position' in rest ? rest.position : undefined;
          if (sendOrDrop(socket, JSON.stringify({ type, payload, position }), maxBufferedBytes) === 'dropped') {
            logger.warn('live channel dropped a socket whose client does not read', { memberId: principal.memberId, maxBufferedBytes });
          }
        });
        session = { principal, stopListening, expiryTimer: expireAt(principal) };
        stopWatchingRevocations = watchRevocations(principal.memberId);
        options.presence?.connected(principal.memberId);
      }
      socket.send(JSON.stringify({ type: 'auth_ok' } satisfies LiveServerMessage));
    };

    // Messages are handled one after the other, so nothing overtakes a token being verified.
    let handled = Promise.resolve();
    socket.on('message', (data) => {
      const typingIn = typingMatchOf(data);
      if (typingIn !== undefined) {
        // Typing before authenticating is ignored, not a reason to close: it may race the auth message.
        if (session) void options.onTyping?.(session.principal.memberId, typingIn).catch((error: unknown) => logger.warn('typing signal failed', { error }));
        return;
      }
      const token = accessTokenOf(data);
      if (token === undefined && session && options.onClientMessage) return options.onClientMessage(session.principal.memberId, parsedOrNull(data), session.principal.role);
      handled = handled.then(() => authenticate(token)).catch((error: unknown) => logger.error('live channel message failed', { error }));
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      stopWatchingRevocations?.();
      if (session) {
        clearTimeout(session.expiryTimer);
        session.stopListening();
        options.presence?.disconnected(session.principal.memberId);
      }
    });
  };

  // A socket that missed the previous ping's pong is dead (a closed laptop, a dropped network).
  const heartbeat = setInterval(() => {
    for (const socket of sockets.clients) {
      if (!alive.get(socket)) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, heartbeatMs);

  server.on('upgrade', onUpgrade);
  sockets.on('connection', onConnection);

  return {
    connections: () => sockets.clients.size,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(heartbeat);
        routes.stop();
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
