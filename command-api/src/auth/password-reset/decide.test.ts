import { PasswordResetCompleted, PasswordResetRequested, newEvent } from '@sankofa/events';
import { describe, it } from 'vitest';
import { specificationFor } from '../../testing/decider-specification.ts';
import { at, contextAt, demoRegistered, loginSucceededAt, memberId, minutes, registered, setupStarted, twoFactorEnabled } from '../testing/member-events.ts';
import { passwordResetDecider, type CompletePasswordReset } from './decide.ts';

const now = new Date('2025-03-01T12:00:00Z');
const given = specificationFor(passwordResetDecider, contextAt(now));
const step = 58_000_000;
const newHash = 'scrypt$131072$8$1$new';
const requested = (tokenHash: string, when = now) =>
  newEvent(PasswordResetRequested, { memberId, tokenHash, expiresAt: at(when, minutes(60)).toISOString() }, contextAt(when));
const completed = (tokenHash: string) => newEvent(PasswordResetCompleted, { memberId, passwordHash: newHash, tokenHash, twoFactorStep: null }, contextAt(now));
const complete = (overrides: Partial<CompletePasswordReset> = {}): CompletePasswordReset => ({
  type: 'CompletePasswordReset',
  now: at(now, minutes(10)),
  tokenHash: 'a'.repeat(64),
  newPasswordHash: newHash,
  twoFactorCode: 'not_given',
  ...overrides,
});
const allEnded = (when: Date) => ({ type: 'SessionsEnded' as const, data: { memberId, before: when.toISOString(), exceptSessionId: null, reason: 'password_reset' as const } });
const withTwoFactor = [registered(), setupStarted('sealed-1'), twoFactorEnabled()];

describe('asking for a reset link', () => {
  it('keeps the hash of the link and when it stops working, an hour later', () => {
    given([registered()])
      .when({ type: 'RequestPasswordReset', now, tokenHash: 'a'.repeat(64) })
      .then([{ type: 'PasswordResetRequested', data: { memberId, tokenHash: 'a'.repeat(64), expiresAt: '2025-03-01T13:00:00.000Z' } }]);
  });

  it('records nothing for the demo account, or for nobody: no link goes out', () => {
    given([demoRegistered()]).when({ type: 'RequestPasswordReset', now, tokenHash: 'a'.repeat(64) }).then([]);
    given([]).when({ type: 'RequestPasswordReset', now, tokenHash: 'a'.repeat(64) }).then([]);
  });
});

describe('setting a new password with the link', () => {
  it('keeps the new hash, uses the link up and ends every session of the member', () => {
    given([registered(), requested('a'.repeat(64))])
      .when(complete())
      .then([{ type: 'PasswordResetCompleted', data: { memberId, passwordHash: newHash, tokenHash: 'a'.repeat(64), twoFactorStep: null } }, allEnded(at(now, minutes(10)))]);
  });

  it('refuses a link used once already', () => {
    given([registered(), requested('a'.repeat(64)), completed('a'.repeat(64))]).when(complete()).thenThrows({ code: 'reset_link_used' });
  });

  it('refuses a link a newer one replaced, and a link never sent', () => {
    given([registered(), requested('a'.repeat(64)), requested('b'.repeat(64))]).when(complete()).thenThrows({ code: 'reset_link_superseded' });
    given([registered(), requested('b'.repeat(64))]).when(complete()).thenThrows({ code: 'reset_link_invalid' });
    given([]).when(complete()).thenThrows({ code: 'reset_link_invalid' });
  });

  it('refuses a link from its hour on', () => {
    given([registered(), requested('a'.repeat(64))]).when(complete({ now: at(now, minutes(60)) })).thenThrows({ code: 'reset_link_expired' });
    given([registered(), requested('a'.repeat(64))])
      .when(complete({ now: at(now, minutes(60) - 1) }))
      .then([{ type: 'PasswordResetCompleted', data: { memberId, passwordHash: newHash, tokenHash: 'a'.repeat(64), twoFactorStep: null } }, allEnded(at(now, minutes(60) - 1))]);
  });

  it('needs a fresh two-factor code when two-factor is on, and only once the link is good', () => {
    const requestedWithTwoFactor = [...withTwoFactor, requested('a'.repeat(64))];
    given(requestedWithTwoFactor).when(complete()).thenThrows({ code: 'two_factor_code_required' });
    given(requestedWithTwoFactor).when(complete({ twoFactorCode: 'invalid' })).thenThrows({ code: 'invalid_two_factor_code' });
    given([...requestedWithTwoFactor, loginSucceededAt(now, step)]).when(complete({ twoFactorCode: { validAtStep: step } })).thenThrows({ code: 'invalid_two_factor_code' });
    given([...withTwoFactor, requested('b'.repeat(64))]).when(complete()).thenThrows({ code: 'reset_link_invalid' });
    given(requestedWithTwoFactor)
      .when(complete({ twoFactorCode: { validAtStep: step } }))
      .then([{ type: 'PasswordResetCompleted', data: { memberId, passwordHash: newHash, tokenHash: 'a'.repeat(64), twoFactorStep: step } }, allEnded(at(now, minutes(10)))]);
  });

  it('is refused for the demo account', () => {
    given([demoRegistered(), requested('a'.repeat(64))]).when(complete()).thenThrows({ code: 'demo_account_locked' });
  });
});
