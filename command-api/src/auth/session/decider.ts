import { timingSafeEqual } from 'node:crypto';
import { SessionRefreshed, SessionRevoked, SessionStarted, newEvent, type EventContext } from '@sankofa/events';
import { AppError, ConflictError, ForbiddenError } from '@sankofa/server-kit';
import type { Decider } from '../../decider.ts';
import type { NewEventOf } from '../member-access.ts';

/** A session lives 30 days past its last refresh. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60_000;

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
      expiresAt: string;
    };

export class InvalidRefreshTokenError extends AppError {
  constructor(message = 'Invalid or expired refresh token', code = 'invalid_refresh_token') {
    super(401, code, message);
  }
}

export interface StartSession {
  type: 'StartSession';
  now: Date;
  sessionId: string;
  memberId: string;
  refreshTokenHash: string;
}
export interface RefreshSession {
  type: 'RefreshSession';
  now: Date;
  presentedHash: string;
  nextHash: string;
}
export interface RevokeSession {
  type: 'RevokeSession';
  /** The member asking, from their access token. */
  memberId: string;
  presentedHash: string;
}
export type SessionCommand = StartSession | RefreshSession | RevokeSession;

export const initialSession: Session = { status: 'none' };

export const evolveSession = (state: Session, event: SessionEvent): Session => {
  switch (event.type) {
    case 'SessionStarted':
      return { status: 'active', sessionId: event.data.sessionId, memberId: event.data.memberId, currentHash: event.data.refreshTokenHash, rotatedHashes: [], expiresAt: event.data.expiresAt };
    case 'SessionRefreshed':
      if (state.status === 'none') return state;
      return { ...state, currentHash: event.data.refreshTokenHash, rotatedHashes: [...state.rotatedHashes, state.currentHash], expiresAt: event.data.expiresAt };
    case 'SessionRevoked':
      return state.status === 'none' ? state : { ...state, status: 'revoked' };
  }
};

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const expiryFrom = (now: Date) => new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString();

export const start = (command: StartSession, state: Session, context: EventContext): SessionEvent[] => {
  if (state.status !== 'none') throw new ConflictError('This session has already started', 'session_exists');
  const { sessionId, memberId, refreshTokenHash, now } = command;
  return [newEvent(SessionStarted, { sessionId, memberId, refreshTokenHash, expiresAt: expiryFrom(now) }, context)];
};

/** Rotates the secret; a rotated one coming back revokes the whole family, and the route still answers 401. */
export const refresh = (command: RefreshSession, state: Session, context: EventContext): SessionEvent[] => {
  if (state.status !== 'active' || Date.parse(state.expiresAt) <= command.now.getTime()) throw new InvalidRefreshTokenError();
  const { sessionId, memberId } = state;
  if (sameHash(command.presentedHash, state.currentHash)) {
    return [newEvent(SessionRefreshed, { sessionId, memberId, refreshTokenHash: command.nextHash, expiresAt: expiryFrom(command.now) }, context)];
  }
  if (state.rotatedHashes.some((hash) => sameHash(command.presentedHash, hash))) {
    return [newEvent(SessionRevoked, { sessionId, memberId, reason: 'refresh_token_reused' as const }, context)];
  }
  throw new InvalidRefreshTokenError();
};

/** Logout: only with a token of this family, by the member it belongs to; ending an ended session changes nothing. */
export const revoke = (command: RevokeSession, state: Session, context: EventContext): SessionEvent[] => {
  const familyHashes = state.status === 'none' ? [] : [state.currentHash, ...state.rotatedHashes];
  const ownsToken = state.status !== 'none' && state.memberId === command.memberId && familyHashes.some((hash) => sameHash(command.presentedHash, hash));
  if (!ownsToken) throw new ForbiddenError('You can only end your own sessions');
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

export const sessionDecider: Decider<Session, SessionCommand, SessionEvent> = { initialState: initialSession, evolve: evolveSession, decide: decideSession };
