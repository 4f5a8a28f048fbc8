import { timingSafeEqual } from 'node:crypto';
import { SessionRefreshed, SessionRevoked, SessionStarted, eventsOf, newEvent, sessionEvents, type EventContext, type NewEventOf } from '@sankofa/events';
import type { Decider } from '../../decider.ts';
import { DomainError } from '../../domain-error.ts';

/** A session lives 30 days past its last refresh. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60_000;
/**
 * How long the secret a refresh just rotated still counts as a concurrent refresh (two tabs
 * sending the same cookie at once) rather than a stolen copy: long enough for a slow network.
 */
export const CONCURRENT_REFRESH_GRACE_MS = 30_000;

export type SessionEvent = NewEventOf<typeof SessionStarted | typeof SessionRefreshed | typeof SessionRevoked>;

export type Session =
  | { status: 'none' }
  | {
      status: 'active' | 'revoked';
      sessionId: string;
      memberId: string;
      /** SHA-256 (hex) of the secret of the one refresh token that may be used next. */
      currentHash: string;
      /** Hashes of rotated secrets: seeing one again means a token was copied. */
      rotatedHashes: readonly string[];
      /** The secret rotated last, and when: within the grace window it is a concurrent refresh, not a reuse. */
      previous: { hash: string; rotatedAt: string } | null;
      startedAt: string;
      expiresAt: string;
    };

export class InvalidRefreshTokenError extends DomainError {
  constructor(message = 'Invalid or expired refresh token', code: 'invalid_refresh_token' | 'refresh_token_reused' = 'invalid_refresh_token') {
    super(code, message);
  }
}

export interface StartSession {
  type: 'StartSession';
  now: Date;
  sessionId: string;
  memberId: string;
  refreshTokenHash: string;
  /** Where it started, for the member's list of sessions. */
  device?: string | null;
}
export interface RefreshSession {
  type: 'RefreshSession';
  now: Date;
  presentedHash: string;
  nextHash: string;
}
/** Logout: the session is named by the member's own access token (or refresh cookie); only its member may end it. */
export interface RevokeSession {
  type: 'RevokeSession';
  /** The member asking, from their access token. */
  memberId: string;
}
export type SessionCommand = StartSession | RefreshSession | RevokeSession;

export const initialSession: Session = { status: 'none' };

export const evolveSession = (state: Session, event: SessionEvent): Session => {
  switch (event.type) {
    case 'SessionStarted': {
      const { sessionId, memberId, refreshTokenHash, expiresAt } = event.data;
      return { status: 'active', sessionId, memberId, currentHash: refreshTokenHash, rotatedHashes: [], previous: null, startedAt: event.metadata.occurredAt, expiresAt };
    }
    case 'SessionRefreshed':
      if (state.status === 'none') return state;
      return {
        ...state,
        currentHash: event.data.refreshTokenHash,
        rotatedHashes: [...state.rotatedHashes, state.currentHash],
        previous: { hash: state.currentHash, rotatedAt: event.metadata.occurredAt },
        expiresAt: event.data.expiresAt,
      };
    case 'SessionRevoked':
      return state.status === 'none' ? state : { ...state, status: 'revoked' };
  }
};

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const expiryFrom = (now: Date) => new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString();

export const start = (command: StartSession, state: Session, context: EventContext): SessionEvent[] => {
  if (state.status !== 'none') throw new DomainError('session_exists', 'This session has already started');
  const { sessionId, memberId, refreshTokenHash, now, device = null } = command;
  return [newEvent(SessionStarted, { sessionId, memberId, refreshTokenHash, expiresAt: expiryFrom(now), device }, context)];
};

const isConcurrentRefresh = (command: RefreshSession, previous: { hash: string; rotatedAt: string } | null) =>
  previous !== null && sameHash(command.presentedHash, previous.hash) && command.now.getTime() - Date.parse(previous.rotatedAt) <= CONCURRENT_REFRESH_GRACE_MS;

/**
 * Rotates the secret. The one rotated last, within the grace window, is another tab refreshing
 * at the same moment: nothing is decided and the route answers with an access token only. Any
 * other rotated one coming back revokes the whole family, and the route still answers 401.
 */
export const refresh = (command: RefreshSession, state: Session, context: EventContext): SessionEvent[] => {
  if (state.status !== 'active' || Date.parse(state.expiresAt) <= command.now.getTime()) throw new InvalidRefreshTokenError();
  const { sessionId, memberId } = state;
  if (sameHash(command.presentedHash, state.currentHash)) {
    return [newEvent(SessionRefreshed, { sessionId, memberId, refreshTokenHash: command.nextHash, expiresAt: expiryFrom(command.now) }, context)];
  }
  if (isConcurrentRefresh(command, state.previous)) return [];
  if (state.rotatedHashes.some((hash) => sameHash(command.presentedHash, hash))) {
    return [newEvent(SessionRevoked, { sessionId, memberId, reason: 'refresh_token_reused' as const }, context)];
  }
  throw new InvalidRefreshTokenError();
};

/** Logout: only by the member the session belongs to; ending an ended session changes nothing. */
export const revoke = (command: RevokeSession, state: Session, context: EventContext): SessionEvent[] => {
  if (state.status === 'none' || state.memberId !== command.memberId) throw new DomainError('forbidden', 'You can only end your own sessions');
  if (state.status === 'revoked') return [];
  return [newEvent(SessionRevoked, { sessionId: state.sessionId, memberId: state.memberId, reason: 'logout' as const }, context)];
};

export const decideSession = (command: SessionCommand, state: Session, context: EventContext): SessionEvent[] => {
  switch (command.type) {
    case 'StartSession':
      return start(command, state, context);
    case 'RefreshSession':
      return refresh(command, state, context);
    case 'RevokeSession':
      return revoke(command, state, context);
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled command ${JSON.stringify(unhandled)}`);
    }
  }
};

export const sessionDecider: Decider<Session, SessionCommand, SessionEvent> = {
  handles: eventsOf(...sessionEvents),
  initialState: initialSession,
  evolve: evolveSession,
  decide: decideSession,
};
