import { describe, it } from 'vitest';
import { SessionRefreshed, SessionRevoked, SessionStarted, newEvent } from '@sankofa/events';
import { specificationFor } from '../../testing/decider-specification.ts';
import { at, contextAt, memberId, minutes } from '../testing/member-events.ts';
import { CONCURRENT_REFRESH_GRACE_MS, SESSION_LIFETIME_MS, sessionDecider, type SessionCommand, type SessionEvent } from './decide.ts';

const now = new Date('2025-03-01T12:00:00Z');
const context = contextAt(now);
const given = specificationFor(sessionDecider, context);
const sessionId = '0190a0b4-0000-7000-8000-0000000000ss';
const expiresAt = (from: Date) => new Date(from.getTime() + SESSION_LIFETIME_MS).toISOString();

const started = (startedAt = at(now, -minutes(60))): SessionEvent =>
  newEvent(SessionStarted, { sessionId, memberId, refreshTokenHash: 'hash-1', expiresAt: expiresAt(startedAt), device: null }, contextAt(startedAt));
const refreshed = (hash: string, when = now): SessionEvent =>
  newEvent(SessionRefreshed, { sessionId, memberId, refreshTokenHash: hash, expiresAt: expiresAt(when) }, contextAt(when));
const revoked = (reason: 'logout' | 'refresh_token_reused'): SessionEvent => newEvent(SessionRevoked, { sessionId, memberId, reason }, context);
const refresh = (presentedHash: string, when = now): SessionCommand => ({ type: 'RefreshSession', now: when, presentedHash, nextHash: 'hash-next' });
const revoke = (by = memberId): SessionCommand => ({ type: 'RevokeSession', memberId: by });

describe('starting a session', () => {
  it('keeps the hash of the first refresh token and expires in 30 days', () => {
    given([])
      .when({ type: 'StartSession', now, sessionId, memberId, refreshTokenHash: 'hash-1' })
      .then([{ type: 'SessionStarted', data: { sessionId, memberId, refreshTokenHash: 'hash-1', expiresAt: expiresAt(now), device: null } }]);
  });

  it('starts a session once', () => {
    given([started()]).when({ type: 'StartSession', now, sessionId, memberId, refreshTokenHash: 'hash-2' }).thenThrows({ code: 'session_exists' });
  });
});

describe('refreshing', () => {
  it('rotates the current token and extends the session 30 days from now', () => {
    given([started()])
      .when(refresh('hash-1'))
      .then([{ type: 'SessionRefreshed', data: { sessionId, memberId, refreshTokenHash: 'hash-next', expiresAt: expiresAt(now) } }]);
  });

  it('revokes the whole family when a rotated token comes back after the grace window', () => {
    given([started(), refreshed('hash-2', at(now, -CONCURRENT_REFRESH_GRACE_MS - 1))])
      .when(refresh('hash-1'))
      .then([{ type: 'SessionRevoked', data: { sessionId, memberId, reason: 'refresh_token_reused' } }]);
  });

  it('takes the token rotated last, within the grace window, as another tab refreshing at the same moment: nothing rotates, nothing ends', () => {
    given([started(), refreshed('hash-2', at(now, -CONCURRENT_REFRESH_GRACE_MS))]).when(refresh('hash-1')).then([]);
  });

  it('grants no grace to a token rotated before the last one', () => {
    given([started(), refreshed('hash-2', at(now, -minutes(1))), refreshed('hash-3', at(now, -1000))])
      .when(refresh('hash-1'))
      .then([{ type: 'SessionRevoked', data: { sessionId, memberId, reason: 'refresh_token_reused' } }]);
  });

  it('refuses the newest token of a revoked family', () => {
    given([started(), refreshed('hash-2'), revoked('refresh_token_reused')]).when(refresh('hash-2')).thenThrows({ code: 'invalid_refresh_token' });
  });

  it('refuses an expired session', () => {
    given([started()])
      .when(refresh('hash-1', at(now, SESSION_LIFETIME_MS)))
      .thenThrows({ code: 'invalid_refresh_token' });
  });

  it('refuses a token that was never part of the family, without ending it', () => {
    given([started()]).when(refresh('hash-guessed')).thenThrows({ code: 'invalid_refresh_token' });
  });

  it('refuses a session that never started', () => {
    given([]).when(refresh('hash-1')).thenThrows({ code: 'invalid_refresh_token' });
  });
});

describe('logging out', () => {
  it('revokes the member’s own session', () => {
    given([started(), refreshed('hash-2')]).when(revoke()).then([{ type: 'SessionRevoked', data: { sessionId, memberId, reason: 'logout' } }]);
  });

  it('forbids ending another member’s session, or one that never started', () => {
    given([started()]).when(revoke('someone-else')).thenThrows({ code: 'forbidden' });
    given([]).when(revoke()).thenThrows({ code: 'forbidden' });
  });

  it('changes nothing for a session that has already ended', () => {
    given([started(), revoked('logout')]).when(revoke()).then([]);
  });
});
