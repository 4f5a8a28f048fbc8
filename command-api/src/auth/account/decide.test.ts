import { describe, it } from 'vitest';
import { specificationFor } from '../../testing/decider-specification.ts';
import { contextAt, demoRegistered, loginSucceededAt, memberId, registered, setupStarted, twoFactorEnabled } from '../testing/member-events.ts';
import { accountDecider, type ChangePassword } from './decide.ts';

const now = new Date('2025-03-01T12:00:00Z');
const given = specificationFor(accountDecider, contextAt(now));
const sessionId = '0190a0b4-0000-7000-8000-0000000000dd';
const step = 58_000_000;
const changePassword = (overrides: Partial<ChangePassword> = {}): ChangePassword => ({
  type: 'ChangePassword',
  now,
  sessionId,
  oldPasswordMatches: true,
  newPasswordHash: 'scrypt$131072$8$1$new',
  twoFactorCode: 'not_given',
  ...overrides,
});
const withTwoFactor = [registered(), setupStarted('sealed-1'), twoFactorEnabled()];
const othersEnded = { type: 'SessionsEnded' as const, data: { memberId, before: now.toISOString(), exceptSessionId: sessionId, reason: 'password_changed' as const } };

describe('changing the password', () => {
  it('keeps the new hash and ends every other session of the member, this one staying', () => {
    given([registered()])
      .when(changePassword())
      .then([{ type: 'PasswordChanged', data: { memberId, passwordHash: 'scrypt$131072$8$1$new', twoFactorStep: null } }, othersEnded]);
  });

  it('needs the current password', () => {
    given([registered()]).when(changePassword({ oldPasswordMatches: false })).thenThrows({ code: 'wrong_password' });
  });

  it('needs a code when two-factor is on, a valid one, never used before', () => {
    given(withTwoFactor).when(changePassword()).thenThrows({ code: 'two_factor_code_required' });
    given(withTwoFactor).when(changePassword({ twoFactorCode: 'invalid' })).thenThrows({ code: 'invalid_two_factor_code' });
    given([...withTwoFactor, loginSucceededAt(now, step)])
      .when(changePassword({ twoFactorCode: { validAtStep: step } }))
      .thenThrows({ code: 'invalid_two_factor_code' });
    given([...withTwoFactor, loginSucceededAt(now, step)])
      .when(changePassword({ twoFactorCode: { validAtStep: step + 1 } }))
      .then([{ type: 'PasswordChanged', data: { memberId, passwordHash: 'scrypt$131072$8$1$new', twoFactorStep: step + 1 } }, othersEnded]);
  });

  it('is refused for the demo account: 403 demo_account_locked', () => {
    given([demoRegistered()]).when(changePassword()).thenThrows({ code: 'demo_account_locked' });
  });

  it('needs a registered member', () => {
    given([]).when(changePassword()).thenThrows({ code: 'not_found' });
  });
});

describe('signing out everywhere', () => {
  it('ends every session of the member, the one asking included', () => {
    given([registered()])
      .when({ type: 'EndAllSessions', now })
      .then([{ type: 'SessionsEnded', data: { memberId, before: now.toISOString(), exceptSessionId: null, reason: 'signed_out_everywhere' } }]);
  });
});
