import { PasswordChanged, newEvent, type EventContext } from '@sankofa/events';
import type { Decider } from '../../decider.ts';
import { DomainError } from '../../domain-error.ts';
import { refuseDemoAccount } from '../demo-account.ts';
import { endAllSessionsOf, endOtherSessions } from '../sessions-ended.ts';
import { isUnusedStep, memberAccessFold, type MemberAccess, type MemberAccessEvent, type MemberStreamEvent } from '../member-access.ts';
import { InvalidTwoFactorCodeError, registered } from '../two-factor/decide.ts';
import type { CodeCheck } from '../two-factor/totp.ts';

export class WrongPasswordError extends DomainError {
  constructor() {
    super('wrong_password', 'Your current password is not correct');
  }
}

export class TwoFactorCodeRequiredError extends DomainError {
  constructor() {
    super('two_factor_code_required', 'Enter a code from your authenticator app to change your password');
  }
}

/** The old password, and with two-factor on a code never used before, confirm a new password; the member's other sessions end. */
export interface ChangePassword {
  type: 'ChangePassword';
  now: Date;
  /** The session asking: it stays signed in. */
  sessionId: string | null;
  oldPasswordMatches: boolean;
  newPasswordHash: string;
  twoFactorCode: CodeCheck;
}

/** Sign out everywhere: every session of the member ends, the one asking included. */
export interface EndAllSessions {
  type: 'EndAllSessions';
  now: Date;
}

export type AccountCommand = ChangePassword | EndAllSessions;

/** A change that confirms with a code (two-factor) refuses a code of a step already used: once per code, whatever it served. */
export const freshCodeStep = (state: Extract<MemberAccess, { status: 'registered' }>, code: CodeCheck): number => {
  if (code === 'not_given' || code === 'invalid' || !isUnusedStep(state, code.validAtStep)) throw new InvalidTwoFactorCodeError();
  return code.validAtStep;
};

export const changePassword = (command: ChangePassword, state: MemberAccess, context: EventContext): MemberStreamEvent[] => {
  const member = registered(state);
  refuseDemoAccount(member);
  if (!command.oldPasswordMatches) throw new WrongPasswordError();
  const withTwoFactor = member.twoFactor.activeSecret !== null;
  if (withTwoFactor && command.twoFactorCode === 'not_given') throw new TwoFactorCodeRequiredError();
  const twoFactorStep = withTwoFactor ? freshCodeStep(member, command.twoFactorCode) : null;
  const { memberId } = member;
  return [
    newEvent(PasswordChanged, { memberId, passwordHash: command.newPasswordHash, twoFactorStep }, context),
    endOtherSessions(memberId, command, 'password_changed', context),
  ];
};

export const endAllSessions = (command: EndAllSessions, state: MemberAccess, context: EventContext): MemberStreamEvent[] => {
  const { memberId } = registered(state);
  return [endAllSessionsOf(memberId, command.now, 'signed_out_everywhere', context)];
};

export const decideAccount = (command: AccountCommand, state: MemberAccess, context: EventContext): MemberStreamEvent[] => {
  switch (command.type) {
    case 'ChangePassword':
      return changePassword(command, state, context);
    case 'EndAllSessions':
      return endAllSessions(command, state, context);
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled command ${JSON.stringify(unhandled)}`);
    }
  }
};

export const accountDecider: Decider<MemberAccess, AccountCommand, MemberAccessEvent> = { ...memberAccessFold, decide: decideAccount };
