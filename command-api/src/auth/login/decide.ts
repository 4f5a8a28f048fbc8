import { LoginFailed, LoginSucceeded, PasswordRehashed, newEvent, type EventContext } from '@sankofa/events';
import type { Decider } from '../../decider.ts';
import { DomainError } from '../../domain-error.ts';
import { accountSuspendedError, memberAccessFold, type MemberAccess, type MemberAccessEvent, type MemberStreamEvent } from '../member-access.ts';
import { ACCOUNT_LOGIN_THROTTLE, TooManyAttemptsError, secondsUntilRelease } from '../../throttle.ts';
import type { CodeCheck } from '../two-factor/totp.ts';

export class InvalidCredentialsError extends DomainError {
  constructor() {
    super('invalid_credentials', 'Invalid credentials');
  }
}

/**
 * Checking a password (scrypt) and a TOTP code (decrypting the secret) is slow or needs a key,
 * so the route does it against the state it read and the command carries the results.
 */
export interface LogIn {
  type: 'LogIn';
  now: Date;
  sessionId: string;
  passwordMatches: boolean;
  /** The password hashed again at the current cost when the stored hash is of a lower one: kept with a successful login. */
  rehashedPasswordHash: string | null;
  /** A valid code carries its TOTP time step: the decision refuses one already used (a replay). */
  twoFactorCode: CodeCheck;
  /** Where the attempt came from, as the route read it from the request: kept for the member's security log. */
  origin: SignInOrigin;
}

export interface SignInOrigin {
  device: string | null;
  country: string | null;
}
export type LoginCommand = LogIn;

/** Seconds the account must wait before its password is even looked at; 0 when it may try now. */
export const accountLockSeconds = (state: MemberAccess, now: Date): number =>
  state.status === 'registered' ? secondsUntilRelease(state.recentFailures.map(Date.parse), now, ACCOUNT_LOGIN_THROTTLE) : 0;

/**
 * A failure is an event as well as an answer: the route answers 401 for `LoginFailed`, and no
 * event at all means the password was right but the second factor is still to come.
 */
export const logIn = (command: LogIn, state: MemberAccess, context: EventContext): MemberStreamEvent[] => {
  if (state.status !== 'registered') throw new InvalidCredentialsError();
  const lockSeconds = accountLockSeconds(state, command.now);
  if (lockSeconds > 0) throw new TooManyAttemptsError(lockSeconds);
  const { memberId } = state;
  const { origin } = command;
  // Whether this failure is the one that locks the account: the member's log says so.
  const failed = (reason: 'wrong_password' | 'wrong_two_factor_code') =>
    newEvent(LoginFailed, { memberId, reason, ...origin, locksAccount: accountLockSeconds({ ...state, recentFailures: [...state.recentFailures, command.now.toISOString()] }, command.now) > 0 }, context);
  if (!command.passwordMatches) return [failed('wrong_password')];
  // Only someone who knows the password learns that the account is suspended, and why.
  if (state.suspension) throw accountSuspendedError(state.suspension);
  const withTwoFactor = state.twoFactor.activeSecret !== null;
  if (withTwoFactor && command.twoFactorCode === 'not_given') return [];
  const step = typeof command.twoFactorCode === 'object' ? command.twoFactorCode.validAtStep : null;
  const usedBefore = step !== null && state.twoFactor.lastUsedStep !== null && step <= state.twoFactor.lastUsedStep;
  if (withTwoFactor && (step === null || usedBefore)) return [failed('wrong_two_factor_code')];
  const succeeded = newEvent(LoginSucceeded, { memberId, sessionId: command.sessionId, withTwoFactor, twoFactorStep: withTwoFactor ? step : null, ...origin }, context);
  const { rehashedPasswordHash: passwordHash } = command;
  return passwordHash === null ? [succeeded] : [succeeded, newEvent(PasswordRehashed, { memberId, passwordHash }, context)];
};

export const decideLogin = (command: LoginCommand, state: MemberAccess, context: EventContext): MemberStreamEvent[] => {
  switch (command.type) {
    case 'LogIn':
      return logIn(command, state, context);
    default: {
      const unhandled: never = command.type;
      throw new Error(`Unhandled command ${String(unhandled)}`);
    }
  }
};

export const loginDecider: Decider<MemberAccess, LoginCommand, MemberAccessEvent> = { ...memberAccessFold, decide: decideLogin };
