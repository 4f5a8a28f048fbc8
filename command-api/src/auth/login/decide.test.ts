import { describe, it } from 'vitest';
import { MemberSuspended, SuspensionLifted, newEvent } from '@sankofa/events';
import { specificationFor } from '../../testing/decider-specification.ts';
import { at, contextAt, loginFailedAt, loginSucceededAt, memberId, minutes, registered, setupStarted, twoFactorEnabled } from '../testing/member-events.ts';
import { loginDecider, type LogIn } from './decide.ts';

const now = new Date('2025-03-01T12:00:00Z');
const given = specificationFor(loginDecider, contextAt(now));
const sessionId = '0190a0b4-0000-7000-8000-0000000000aa';
const logIn = (overrides: Partial<LogIn> = {}): LogIn => ({ type: 'LogIn', now, sessionId, passwordMatches: true, rehashedPasswordHash: null, twoFactorCode: 'not_given', origin: { device: null, country: null }, ...overrides });
const failuresEveryMinuteFrom = (start: Date, count: number) => Array.from({ length: count }, (_, index) => loginFailedAt(at(start, minutes(index))));

describe('logging in', () => {
  it('succeeds with the right password, naming the session it starts', () => {
    given([registered()]).when(logIn()).then([{ type: 'LoginSucceeded', data: { memberId, sessionId, withTwoFactor: false, twoFactorStep: null, device: null, country: null } }]);
  });

  it('records a wrong password', () => {
    given([registered()]).when(logIn({ passwordMatches: false })).then([{ type: 'LoginFailed', data: { memberId, reason: 'wrong_password', device: null, country: null, locksAccount: false } }]);
  });

  it('keeps a stronger hash of the proven password, made because the stored one is of an older cost', () => {
    given([registered()])
      .when(logIn({ rehashedPasswordHash: 'scrypt$131072$8$1$new' }))
      .then([
        { type: 'LoginSucceeded', data: { memberId, sessionId, withTwoFactor: false, twoFactorStep: null, device: null, country: null } },
        { type: 'PasswordRehashed', data: { memberId, passwordHash: 'scrypt$131072$8$1$new' } },
      ]);
  });

  it('keeps no new hash when the login fails', () => {
    given([registered()])
      .when(logIn({ passwordMatches: false, rehashedPasswordHash: null }))
      .then([{ type: 'LoginFailed', data: { memberId, reason: 'wrong_password', device: null, country: null, locksAccount: false } }]);
    given([registered(), setupStarted('sealed'), twoFactorEnabled()])
      .when(logIn({ twoFactorCode: 'invalid', rehashedPasswordHash: 'scrypt$131072$8$1$new' }))
      .then([{ type: 'LoginFailed', data: { memberId, reason: 'wrong_two_factor_code', device: null, country: null, locksAccount: false } }]);
  });

  it('refuses a suspended member who knows the password, with the reason, and lets them in once the suspension is lifted', () => {
    // Suspensions are decided by the moderators on the same stream; the login fold reads them.
    const suspended = newEvent(MemberSuspended, { memberId, reason: 'Threats', reportId: 'r1', decidedBy: 'admin' }, contextAt(now)) as unknown as ReturnType<typeof registered>;
    const lifted = newEvent(SuspensionLifted, { memberId, decidedBy: 'admin' }, contextAt(now)) as unknown as ReturnType<typeof registered>;
    given([registered(), suspended]).when(logIn()).thenThrows({ code: 'account_suspended', message: 'Your account has been suspended: Threats', details: { reason: 'Threats' } });
    given([registered(), suspended]).when(logIn({ passwordMatches: false })).then([{ type: 'LoginFailed', data: { memberId, reason: 'wrong_password', device: null, country: null, locksAccount: false } }]);
    given([registered(), suspended, lifted]).when(logIn()).then([{ type: 'LoginSucceeded', data: { memberId, sessionId, withTwoFactor: false, twoFactorStep: null, device: null, country: null } }]);
  });

  it('knows no one who never registered', () => {
    given([]).when(logIn()).thenThrows({ code: 'invalid_credentials', message: 'Invalid credentials' });
  });
});

describe('throttling failed logins per account', () => {
  it('still lets the fifth attempt in after four failures', () => {
    given([registered(), ...failuresEveryMinuteFrom(at(now, -minutes(10)), 4)])
      .when(logIn())
      .then([{ type: 'LoginSucceeded', data: { memberId, sessionId, withTwoFactor: false, twoFactorStep: null, device: null, country: null } }]);
  });

  it('refuses even the right password after five failures within 15 minutes, saying when to come back', () => {
    // The oldest of the five failed 10 minutes ago, so the lock lifts in 5 minutes.
    given([registered(), ...failuresEveryMinuteFrom(at(now, -minutes(10)), 5)])
      .when(logIn())
      .thenThrows({ code: 'too_many_attempts', retryAfterSeconds: 300, message: 'Too many failed login attempts. Try again in 5 minutes.' });
  });

  it('lets the account try again once the oldest of the five failures is 15 minutes old', () => {
    given([registered(), ...failuresEveryMinuteFrom(at(now, -minutes(15)), 5)])
      .when(logIn())
      .then([{ type: 'LoginSucceeded', data: { memberId, sessionId, withTwoFactor: false, twoFactorStep: null, device: null, country: null } }]);
  });

  it('marks the fifth failure within 15 minutes as the one that locks the account', () => {
    given([registered(), ...failuresEveryMinuteFrom(at(now, -minutes(10)), 4)])
      .when(logIn({ passwordMatches: false }))
      .then([{ type: 'LoginFailed', data: { memberId, reason: 'wrong_password', device: null, country: null, locksAccount: true } }]);
  });

  it('keeps where the attempt came from, for the security log', () => {
    const origin = { device: 'Firefox on Linux', country: 'GH' };
    given([registered()]).when(logIn({ origin })).then([{ type: 'LoginSucceeded', data: { memberId, sessionId, withTwoFactor: false, twoFactorStep: null, ...origin } }]);
    given([registered()]).when(logIn({ origin, passwordMatches: false })).then([{ type: 'LoginFailed', data: { memberId, reason: 'wrong_password', ...origin, locksAccount: false } }]);
  });

  it('forgets failures that came before a successful login', () => {
    const earlier = at(now, -minutes(10));
    given([registered(), ...failuresEveryMinuteFrom(earlier, 4), loginSucceededAt(at(earlier, minutes(5))), loginFailedAt(at(earlier, minutes(6)))])
      .when(logIn({ passwordMatches: false }))
      .then([{ type: 'LoginFailed', data: { memberId, reason: 'wrong_password', device: null, country: null, locksAccount: false } }]);
  });
});

describe('logging in with two-factor authentication on', () => {
  const withTwoFactor = [registered(), setupStarted('sealed'), twoFactorEnabled()];

  it('asks for the code after the right password, recording nothing yet', () => {
    given(withTwoFactor).when(logIn()).then([]);
  });

  it('records a wrong code', () => {
    given(withTwoFactor).when(logIn({ twoFactorCode: 'invalid' })).then([{ type: 'LoginFailed', data: { memberId, reason: 'wrong_two_factor_code', device: null, country: null, locksAccount: false } }]);
  });

  it('succeeds with the right code, recording its time step', () => {
    given(withTwoFactor).when(logIn({ twoFactorCode: { validAtStep: 1000 } })).then([{ type: 'LoginSucceeded', data: { memberId, sessionId, withTwoFactor: true, twoFactorStep: 1000, device: null, country: null } }]);
  });

  it('refuses a code of a step already used, or an older one (a replay), and takes a newer one', () => {
    const usedAt1000 = [...withTwoFactor, loginSucceededAt(at(now, -minutes(1)), 1000)];
    const refused = [{ type: 'LoginFailed' as const, data: { memberId, reason: 'wrong_two_factor_code' as const, device: null, country: null, locksAccount: false } }];
    given(usedAt1000).when(logIn({ twoFactorCode: { validAtStep: 1000 } })).then(refused);
    given(usedAt1000).when(logIn({ twoFactorCode: { validAtStep: 999 } })).then(refused);
    given(usedAt1000).when(logIn({ twoFactorCode: { validAtStep: 1001 } })).then([{ type: 'LoginSucceeded', data: { memberId, sessionId, withTwoFactor: true, twoFactorStep: 1001, device: null, country: null } }]);
  });

  it('says only that the password is wrong when it is, whatever the code', () => {
    given(withTwoFactor).when(logIn({ passwordMatches: false, twoFactorCode: { validAtStep: 1000 } })).then([{ type: 'LoginFailed', data: { memberId, reason: 'wrong_password', device: null, country: null, locksAccount: false } }]);
  });

  it('counts wrong codes towards the lock', () => {
    const wrongCodes = Array.from({ length: 5 }, (_, index) => loginFailedAt(at(now, -minutes(index + 1)), 'wrong_two_factor_code'));
    given([...withTwoFactor, ...wrongCodes]).when(logIn({ twoFactorCode: { validAtStep: 1000 } })).thenThrows({ code: 'too_many_attempts' });
  });

  it('does not ask for a code while setup waits for its confirming code', () => {
    given([registered(), setupStarted('sealed')]).when(logIn()).then([{ type: 'LoginSucceeded', data: { memberId, sessionId, withTwoFactor: false, twoFactorStep: null, device: null, country: null } }]);
  });
});
