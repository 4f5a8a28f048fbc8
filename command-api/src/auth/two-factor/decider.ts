import { TwoFactorDisabled, TwoFactorEnabled, TwoFactorSetupStarted, newEvent, type EventContext } from '@sankofa/events';
import { AppError, ConflictError, NotFoundError } from '@sankofa/server-kit';
import type { Decider } from '../../decider.ts';
import { refuseDemoAccount } from '../demo-account.ts';
import { endOtherSessions } from '../sessions-ended.ts';
import { isUnusedStep, memberAccessFold, type MemberAccess, type MemberStreamEvent } from '../member-access.ts';

/** 400 when confirming a change of the second factor, 401 at login. */
export class InvalidTwoFactorCodeError extends AppError {
  constructor(status: 400 | 401) {
    super(status, 'invalid_two_factor_code', 'Invalid two-factor code');
  }
}

export interface StartTwoFactorSetup {
  type: 'StartTwoFactorSetup';
  encryptedSecret: string;
}
/**
 * Checking a code needs the server's key, so the route checks it against the secret it read and
 * names that secret here: a setup restarted in between makes it stale, and the code is refused.
 * Either change ends the member's other sessions (`sessionId`, the one asking, stays).
 */
interface ConfirmedChange {
  now: Date;
  sessionId: string | null;
  /** The secret the code was valid for, and the code's time step; null when it was valid for none. */
  confirmed: { secret: string; step: number } | null;
}
export interface EnableTwoFactor extends ConfirmedChange {
  type: 'EnableTwoFactor';
}
/** Also needs a code never used before (not the one a login or an earlier change used): a code seen over a shoulder is spent. */
export interface DisableTwoFactor extends ConfirmedChange {
  type: 'DisableTwoFactor';
}
export type TwoFactorCommand = StartTwoFactorSetup | EnableTwoFactor | DisableTwoFactor;

type Registered = Extract<MemberAccess, { status: 'registered' }>;

export const registered = (state: MemberAccess): Registered => {
  if (state.status !== 'registered') throw new NotFoundError('Member not found');
  return state;
};

const alreadyEnabled = () => new ConflictError('Two-factor authentication is already enabled', 'two_factor_already_enabled');

/** A new secret replaces a pending one; an active one must be disabled (with a code) before it can be replaced. */
export const startSetup = (command: StartTwoFactorSetup, state: MemberAccess, context: EventContext): MemberStreamEvent[] => {
  const { memberId, twoFactor } = registered(state);
  refuseDemoAccount(state);
  if (twoFactor.activeSecret !== null) throw alreadyEnabled();
  return [newEvent(TwoFactorSetupStarted, { memberId, encryptedSecret: command.encryptedSecret }, context)];
};

export const enable = (command: EnableTwoFactor, state: MemberAccess, context: EventContext): MemberStreamEvent[] => {
  const member = registered(state);
  refuseDemoAccount(state);
  const { memberId, twoFactor } = member;
  if (twoFactor.activeSecret !== null) throw alreadyEnabled();
  if (twoFactor.pendingSecret === null) throw new ConflictError('Start two-factor setup first', 'two_factor_setup_not_started');
  if (command.confirmed?.secret !== twoFactor.pendingSecret) throw new InvalidTwoFactorCodeError(400);
  return [newEvent(TwoFactorEnabled, { memberId, twoFactorStep: command.confirmed.step }, context), endOtherSessions(memberId, command, 'two_factor_enabled', context)];
};

export const disable = (command: DisableTwoFactor, state: MemberAccess, context: EventContext): MemberStreamEvent[] => {
  const member = registered(state);
  refuseDemoAccount(state);
  const { memberId, twoFactor } = member;
  if (twoFactor.activeSecret === null) throw new ConflictError('Two-factor authentication is not enabled', 'two_factor_not_enabled');
  const { confirmed } = command;
  if (confirmed?.secret !== twoFactor.activeSecret || !isUnusedStep(member, confirmed.step)) throw new InvalidTwoFactorCodeError(400);
  return [newEvent(TwoFactorDisabled, { memberId, twoFactorStep: confirmed.step }, context), endOtherSessions(memberId, command, 'two_factor_disabled', context)];
};

export const decideTwoFactor = (command: TwoFactorCommand, state: MemberAccess, context: EventContext): MemberStreamEvent[] => {
  switch (command.type) {
    case 'StartTwoFactorSetup':
      return startSetup(command, state, context);
    case 'EnableTwoFactor':
      return enable(command, state, context);
    case 'DisableTwoFactor':
      return disable(command, state, context);
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled command ${JSON.stringify(unhandled)}`);
    }
  }
};

export const twoFactorDecider: Decider<MemberAccess, TwoFactorCommand, MemberStreamEvent> = { ...memberAccessFold, decide: decideTwoFactor };
