/**
 * The one WebSocket to `/ws`. Browsers cannot set headers on a WebSocket, so the first message
 * is the access token; the server answers with the member's live messages. Errors and
 * unreadable messages are only logged: the screens still work from ordinary reads.
 */
import type { LiveClientMessage, LiveMessageType, LiveServerMessage } from '@sankofa/contracts';
import { renewSessionOrSignOut } from '../api-client.ts';
import { onSessionChange, readAccessToken } from '../auth/session-tokens.ts';
import { rememberPosition } from '../read-your-writes.ts';

/** What the server pushes: the contract's messages, told apart by `type`. */
export type LiveMessage = LiveServerMessage;

const POLICY_VIOLATION = 1008;
const firstRetryMs = 1_000;
const maxRetryMs = 30_000;

const listeners = new Set<(message: LiveMessage) => void>();
let socket: WebSocket | null = null;
let retryMs = firstRetryMs;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let running = false;

const channelUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;

let lastSentToken: string | null = null;

function sendAuth(target: WebSocket): void {
  lastSentToken = readAccessToken();
  if (lastSentToken) target.send(JSON.stringify({ type: 'auth', payload: { accessToken: lastSentToken } } satisfies LiveClientMessage));
}

/** Every type the contract names (the compiler wants each, and no other); a message of another type is unreadable. */
const liveMessageTypes: Record<LiveMessageType, true> = {
  auth_ok: true,
  new_match: true,
  super_like: true,
  new_message: true,
  message_translated: true,
  message_unsent: true,
  match_closed: true,
  notification: true,
  notifications_read: true,
  game_updated: true,
  typing: true,
  messages_marked: true,
  presence_changed: true,
  virtual_date_changed: true,
  rtc_signal: true,
  event_tail: true,
  log_event: true,
  error: true,
};

/**
 * Typed by the contract, not validated against its zod schema: zod would add about 30 kB
 * (gzipped) to the bundle, and the server's mappers are checked against the same contract by the compiler.
 */
function parse(data: unknown): LiveMessage | null {
  try {
    const message = JSON.parse(String(data)) as { type?: unknown };
    return typeof message.type === 'string' && Object.hasOwn(liveMessageTypes, message.type) ? (message as LiveMessage) : null;
  } catch {
    return null;
  }
}

function scheduleReconnect(): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(connect, retryMs);
  retryMs = Math.min(retryMs * 2, maxRetryMs);
}

function connect(): void {
  if (!running || socket || !readAccessToken()) return;
  const opened = new WebSocket(channelUrl());
  socket = opened;
  opened.onopen = () => sendAuth(opened);
  opened.onerror = () => console.warn('Live channel error; reconnecting');
  opened.onmessage = ({ data }) => {
    const message = parse(data);
    if (!message) return console.warn('Live channel sent an unreadable message', data);
    if (message.type === 'auth_ok') {
      retryMs = firstRetryMs;
      flushOutbox(opened);
    }
    // Refetches triggered by this message must see at least the event behind it.
    rememberPosition('position' in message ? message.position : undefined);
    for (const listener of listeners) listener(message);
  };
  opened.onclose = async ({ code }) => {
    if (socket !== opened) return;
    authenticated = false;
    socket = null;
    if (!running || !readAccessToken()) return;
    // The server closes with 1008 when the access token expired or was refused: renew it first,
    // unless a call to the API has renewed it meanwhile.
    const refused = code === POLICY_VIOLATION && readAccessToken() === lastSentToken;
    if (refused && !(await renewSessionOrSignOut())) return;
    scheduleReconnect();
  };
}

function disconnect(): void {
  clearTimeout(retryTimer);
  const closing = socket;
  socket = null;
  closing?.close();
}

/** Connects while there is a member; returns the function that stops it. */
export function startLiveChannel(): () => void {
  running = true;
  retryMs = firstRetryMs;
  connect();
  const stopFollowingSession = onSessionChange((change) => {
    if (change === 'refreshed' && socket?.readyState === WebSocket.OPEN) return sendAuth(socket);
    disconnect();
    connect();
  });
  return () => {
    running = false;
    stopFollowingSession();
    disconnect();
  };
}

let authenticated = false;
const outbox: LiveClientMessage[] = [];

/**
 * Sends a message of the member's own. A WebRTC signal waits, in order, until the socket is
 * authenticated, so a call screen may signal before the channel is up; a typing signal is only
 * worth sending now, so it is dropped instead.
 */
export function sendLiveMessage(message: LiveClientMessage): void {
  if (socket?.readyState === WebSocket.OPEN && authenticated) socket.send(JSON.stringify(message));
  else if (message.type !== 'typing') outbox.push(message);
}

function flushOutbox(target: WebSocket): void {
  authenticated = true;
  for (const message of outbox.splice(0)) target.send(JSON.stringify(message));
}

export function subscribeToLiveMessages(listener: (message: LiveMessage) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
