import { describe, it } from 'vitest';
import { specificationFor } from '../../testing/decider-specification.ts';
import { contextAt, demoRegistered, loginSucceededAt, memberId, registered, setupStarted, twoFactorEnabled } from '../testing/member-events.ts';
import { twoFactorDecider, type DisableTwoFactor, type EnableTwoFactor } from './decide.ts';

const now = new Date('2025-03-01T12:00:00Z');
const given = specificationFor(twoFactorDecider, contextAt(now));
const sessionId = '0190a0b4-0000-7000-8000-0000000000cc';
const step = 58_000_000;
const enable = (secret: string | null, atStep = step): EnableTwoFactor => ({ type: 'EnableTwoFactor', now, sessionId, confirmed: secret === null ? null : { secret, step: atStep } });
const disable = (secret: string | null, atStep = step): DisableTwoFactor => ({ type: 'DisableTwoFactor', now, sessionId, confirmed: secret === null ? null : { secret, step: atStep } });
const othersEnded = (reason: 'two_factor_enabled' | 'two_factor_disabled') => ({
  type: 'SessionsEnded' as const,
  data: { memberId, before: now.toISOString(), exceptSessionId: sessionId, reason },
});

describe('setting up two-factor authentication', () => {
  it('keeps the encrypted secret until a code confirms it', () => {
    given([registered()])
      .when({ type: 'StartTwoFactorSetup', encryptedSecret: 'sealed-1' })
      .then([{ type: 'TwoFactorSetupStarted', data: { memberId, encryptedSecret: 'sealed-1' } }]);
  });

  it('replaces a pending secret with a new one', () => {
    given([registered(), setupStarted('sealed-1')])
      .when({ type: 'StartTwoFactorSetup', encryptedSecret: 'sealed-2' })
      .then([{ type: 'TwoFactorSetupStarted', data: { memberId, encryptedSecret: 'sealed-2' } }]);
  });

  it('does not replace an active secret', () => {
    given([registered(), setupStarted('sealed-1'), twoFactorEnabled()])
      .when({ type: 'StartTwoFactorSetup', encryptedSecret: 'sealed-2' })
      .thenThrows({ code: 'two_factor_already_enabled' });
  });

  it('needs a registered member', () => {
    given([]).when({ type: 'StartTwoFactorSetup', encryptedSecret: 'sealed-1' }).thenThrows({ code: 'not_found' });
  });
});

describe('enabling', () => {
  it('turns on with a code valid for the pending secret, keeps its step, and ends the member’s other sessions', () => {
    given([registered(), setupStarted('sealed-1')])
      .when(enable('sealed-1'))
      .then([{ type: 'TwoFactorEnabled', data: { memberId, twoFactorStep: step } }, othersEnded('two_factor_enabled')]);
  });

  it('refuses a wrong code', () => {
    given([registered(), setupStarted('sealed-1')]).when(enable(null)).thenThrows({ code: 'invalid_two_factor_code', message: 'Invalid two-factor code' });
  });

  it('refuses a code checked against a secret that a newer setup replaced', () => {
    given([registered(), setupStarted('sealed-1'), setupStarted('sealed-2')]).when(enable('sealed-1')).thenThrows({ code: 'invalid_two_factor_code' });
  });

  it('needs a setup first', () => {
    given([registered()]).when(enable(null)).thenThrows({ code: 'two_factor_setup_not_started' });
  });
});

describe('disabling', () => {
  const enabled = [registered(), setupStarted('sealed-1'), twoFactorEnabled()];

  it('turns off with a code valid for the active secret, and ends the member’s other sessions', () => {
    given(enabled)
      .when(disable('sealed-1'))
      .then([{ type: 'TwoFactorDisabled', data: { memberId, twoFactorStep: step } }, othersEnded('two_factor_disabled')]);
  });

  it('refuses a wrong code', () => {
    given(enabled).when(disable(null)).thenThrows({ code: 'invalid_two_factor_code' });
  });

  it('refuses a valid code that a login already used, or an older one', () => {
    given([...enabled, loginSucceededAt(now, step)]).when(disable('sealed-1')).thenThrows({ code: 'invalid_two_factor_code' });
    given([...enabled, loginSucceededAt(now, step)]).when(disable('sealed-1', step - 1)).thenThrows({ code: 'invalid_two_factor_code' });
    given([...enabled, loginSucceededAt(now, step)])
      .when(disable('sealed-1', step + 1))
      .then([{ type: 'TwoFactorDisabled', data: { memberId, twoFactorStep: step + 1 } }, othersEnded('two_factor_disabled')]);
  });

  it('refuses the very code that turned it on', () => {
    given([registered(), setupStarted('sealed-1')])
      .when(enable('sealed-1'))
      .then([{ type: 'TwoFactorEnabled', data: { memberId, twoFactorStep: step } }, othersEnded('two_factor_enabled')]);
    given([registered(), setupStarted('sealed-1'), twoFactorEnabled(step)]).when(disable('sealed-1')).thenThrows({ code: 'invalid_two_factor_code' });
  });

  it('refuses when it is not on', () => {
    given([registered(), setupStarted('sealed-1')]).when(disable('sealed-1')).thenThrows({ code: 'two_factor_not_enabled' });
  });
});

describe('the demo account', () => {
  it('cannot set up, enable or disable two-factor: 403 demo_account_locked', () => {
    const locked = { code: 'demo_account_locked' };
    given([demoRegistered()]).when({ type: 'StartTwoFactorSetup', encryptedSecret: 'sealed-1' }).thenThrows(locked);
    given([demoRegistered(), setupStarted('sealed-1')]).when(enable('sealed-1')).thenThrows(locked);
    given([demoRegistered(), setupStarted('sealed-1'), twoFactorEnabled()]).when(disable('sealed-1')).thenThrows(locked);
  });
});
