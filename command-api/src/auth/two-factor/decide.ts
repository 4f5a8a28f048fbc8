import { TwoFactorDisabled, TwoFactorEnabled, TwoFactorSetupStarted, newEvent, type EventContext } from '@sankofa/events';
import type { Decider } from '../../decider.ts';
import { DomainError } from '../../domain-error.ts';
import { refuseDemoAccount } from '../demo-account.ts';
import { endOtherSessions } from '../sessions-ended.ts';
import { accountDeletedError, isUnusedStep, memberAccessFold, type MemberAccess, type MemberAccessEvent, type MemberStreamEvent } from '../member-access.ts';

export const INVALID_TWO_FACTOR_CODE = 'Invalid two-factor code';

/** A code that is wrong, or already used: a change of the second factor (or password) is refused. */
export class InvalidTwoFactorCodeError extends DomainError {
  constructor() {
    super('invalid_two_factor_code', INVALID_TWO_FACTOR_CODE);
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
  if (state.status === 'deleted') throw accountDeletedError();
  if (state.status !== 'registered') throw new DomainError('not_found', 'Member not found');
  return state;
};

const alreadyEnabled = () => new DomainError('two_factor_already_enabled', 'Two-factor authentication is already enabled');

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
  if (twoFactor.pendingSecret === null) throw new DomainError('two_factor_setup_not_started', 'Start two-factor setup first');
  if (command.confirmed?.secret !== twoFactor.pendingSecret) throw new InvalidTwoFactorCodeError();
  return [newEvent(TwoFactorEnabled, { memberId, twoFactorStep: command.confirmed.step }, context), endOtherSessions(memberId, command, 'two_factor_enabled', context)];
};

export const disable = (command: DisableTwoFactor, state: MemberAccess, context: EventContext): MemberStreamEvent[] => {
  const member = registered(state);
  refuseDemoAccount(state);
  const { memberId, twoFactor } = member;
  if (twoFactor.activeSecret === null) throw new DomainError('two_factor_not_enabled', 'Two-factor authentication is not enabled');
  const { confirmed } = command;
  if (confirmed?.secret !== twoFactor.activeSecret || !isUnusedStep(member, confirmed.step)) throw new InvalidTwoFactorCodeError();
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

export const twoFactorDecider: Decider<MemberAccess, TwoFactorCommand, MemberAccessEvent> = { ...memberAccessFold, decide: decideTwoFactor };
