import { describe, it } from 'vitest';
import { specificationFor } from '../../testing/decider-specification.ts';
import { contextAt, memberId, registered, setupStarted, twoFactorEnabled } from '../testing/member-events.ts';
import { twoFactorDecider } from './decider.ts';

const given = specificationFor(twoFactorDecider, contextAt(new Date('2025-03-01T12:00:00Z')));

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
      .thenThrows({ status: 409, code: 'two_factor_already_enabled' });
  });

  it('needs a registered member', () => {
    given([]).when({ type: 'StartTwoFactorSetup', encryptedSecret: 'sealed-1' }).thenThrows({ status: 404 });
  });
});

describe('enabling', () => {
  it('turns on with a code valid for the pending secret', () => {
    given([registered(), setupStarted('sealed-1')]).when({ type: 'EnableTwoFactor', confirmedSecret: 'sealed-1' }).then([{ type: 'TwoFactorEnabled', data: { memberId } }]);
  });

  it('refuses a wrong code', () => {
    given([registered(), setupStarted('sealed-1')])
      .when({ type: 'EnableTwoFactor', confirmedSecret: null })
      .thenThrows({ status: 400, code: 'invalid_two_factor_code', message: 'Invalid two-factor code' });
  });

  it('refuses a code checked against a secret that a newer setup replaced', () => {
    given([registered(), setupStarted('sealed-1'), setupStarted('sealed-2')]).when({ type: 'EnableTwoFactor', confirmedSecret: 'sealed-1' }).thenThrows({ status: 400 });
  });

  it('needs a setup first', () => {
    given([registered()]).when({ type: 'EnableTwoFactor', confirmedSecret: null }).thenThrows({ status: 409, code: 'two_factor_setup_not_started' });
  });
});

describe('disabling', () => {
  const enabled = [registered(), setupStarted('sealed-1'), twoFactorEnabled()];

  it('turns off with a code valid for the active secret', () => {
    given(enabled).when({ type: 'DisableTwoFactor', confirmedSecret: 'sealed-1' }).then([{ type: 'TwoFactorDisabled', data: { memberId } }]);
  });

  it('refuses a wrong code', () => {
    given(enabled).when({ type: 'DisableTwoFactor', confirmedSecret: null }).thenThrows({ status: 400, code: 'invalid_two_factor_code' });
  });

  it('refuses when it is not on', () => {
    given([registered(), setupStarted('sealed-1')]).when({ type: 'DisableTwoFactor', confirmedSecret: 'sealed-1' }).thenThrows({ status: 409, code: 'two_factor_not_enabled' });
  });
});
