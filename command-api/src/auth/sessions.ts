import { createHash, randomBytes } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { sessionStream, type EventContext, type EventStore, type Position, type RecordedEvent } from '@sankofa/events';
import type { AccessTokens, Principal, SessionRevocations } from '@sankofa/server-kit';
import { handleCommand } from '../handle-command.ts';
import { sessionDecider } from './session/decide.ts';

export interface SessionTokens {
  accessToken: string;
  /** `<sessionId>.<secret>`; the log only ever holds the secret's SHA-256. Sent only as the HttpOnly cookie. */
  refreshToken: string;
  /** When the session ends unless refreshed: the cookie's expiry. */
  expiresAt: Date;
}

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SECRET = /^[A-Za-z0-9_-]{43}$/;

export const newRefreshSecret = (): string => randomBytes(32).toString('base64url');
export const hashRefreshSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');
export const formatRefreshToken = (sessionId: string, secret: string): string => `${sessionId}.${secret}`;

/** Null for anything that cannot be one of our refresh tokens. */
export const parseRefreshToken = (token: string): { sessionId: string; secret: string } | null => {
  const [sessionId, secret, ...rest] = token.split('.');
  if (rest.length > 0 || !sessionId || !secret || !SESSION_ID.test(sessionId) || !SECRET.test(secret)) return null;
  return { sessionId, secret };
};

export interface StartSessionInput extends Principal {
  context: EventContext;
  /** Chosen before the session starts when another event (LoginSucceeded) names it; a new UUIDv7 otherwise. */
  sessionId?: string;
  /** The user agent's family of the request starting it. */
  device?: string | null;
}

/** Opens a refresh-token family (SessionStarted on `session-<id>`) and issues its first pair of tokens. */
export const startSession = async (
  deps: { store: EventStore; tokens: AccessTokens },
  { memberId, role, context, sessionId = uuidv7(), device = null }: StartSessionInput,
): Promise<SessionTokens & { position: Position }> => {
  const secret = newRefreshSecret();
  const result = await handleCommand({
    store: deps.store,
    stream: sessionStream(sessionId),
    decider: sessionDecider,
    command: { type: 'StartSession', now: context.now ?? new Date(), sessionId, memberId, refreshTokenHash: hashRefreshSecret(secret), device },
    context,
  });
  const [started] = result.events;
  if (started?.type !== 'SessionStarted') throw new Error(`Session ${sessionId} did not start`);
  const session = { id: sessionId, startedAt: new Date(started.metadata.occurredAt) };
  return {
    accessToken: await deps.tokens.issue({ memberId, role, session }),
    refreshToken: formatRefreshToken(sessionId, secret),
    expiresAt: new Date(started.data.expiresAt),
    position: started.position,
  };
};

/** The process that ended sessions knows at once, before its own subscription to the log brings the events back. */
export const applyRevocations = (deps: { revocations?: SessionRevocations }, events: readonly RecordedEvent[]): void => {
  for (const event of events) deps.revocations?.apply(event);
};
