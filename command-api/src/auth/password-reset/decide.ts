import { PasswordResetCompleted, PasswordResetRequested, newEvent, type EventContext } from '@sankofa/events';
import type { Decider } from '../../decider.ts';
import { DomainError, type DomainErrorCode } from '../../domain-error.ts';
import { freshCodeStep } from '../account/decide.ts';
import { isDemoAccount, refuseDemoAccount } from '../demo-account.ts';
import { memberAccessFold, type MemberAccess, type MemberAccessEvent, type MemberStreamEvent } from '../member-access.ts';
import { endAllSessionsOf } from '../sessions-ended.ts';
import type { CodeCheck } from '../two-factor/totp.ts';
import { sameHash } from './token.ts';

/** How long an e-mailed link works. */
export const RESET_LINK_LIFETIME_MS = 60 * 60_000;

const refusal = (code: DomainErrorCode, message: string) => new DomainError(code, message);
const linkInvalid = () => refusal('reset_link_invalid', 'This password reset link is not valid. Ask for a new one.');
const linkUsed = () => refusal('reset_link_used', 'This password reset link has already been used. Ask for a new one if you need to.');
const linkSuperseded = () => refusal('reset_link_superseded', 'A newer password reset link was sent since this one: use the latest e-mail.');
const linkExpired = () => refusal('reset_link_expired', 'This password reset link has expired (links work for 1 hour). Ask for a new one.');
const codeRequired = () => refusal('two_factor_code_required', 'Enter a code from your authenticator app to reset your password');

/** A link for the member: the route made the token and sends it; the stream keeps only its hash. */
export interface RequestPasswordReset {
  type: 'RequestPasswordReset';
  now: Date;
  tokenHash: string;
}

/** The link's secret, hashed by the route, and the new password, hashed with the slow hash. */
export interface CompletePasswordReset {
  type: 'CompletePasswordReset';
  now: Date;
  tokenHash: string;
  newPasswordHash: string;
  twoFactorCode: CodeCheck;
}

export type PasswordResetCommand = RequestPasswordReset | CompletePasswordReset;

/** Nobody can reset the shared demo account's password: it gets no link, silently, as an unknown address does. */
export const requestPasswordReset = (command: RequestPasswordReset, state: MemberAccess, context: EventContext): MemberStreamEvent[] => {
  if (state.status !== 'registered' || isDemoAccount(state)) return [];
  const expiresAt = new Date(command.now.getTime() + RESET_LINK_LIFETIME_MS).toISOString();
  return [newEvent(PasswordResetRequested, { memberId: state.memberId, tokenHash: command.tokenHash, expiresAt }, context)];
};

/** The link is checked first (known, latest, unused, unexpired), then the second factor: a member with a dead link is not asked for a code. */
export const completePasswordReset = (command: CompletePasswordReset, state: MemberAccess, context: EventContext): MemberStreamEvent[] => {
  if (state.status !== 'registered') throw linkInvalid();
  refuseDemoAccount(state);
  const links = state.passwordResets;
  const index = links.findIndex((link) => sameHash(link.tokenHash, command.tokenHash));
  const link = links[index];
  if (link === undefined) throw linkInvalid();
  if (link.used) throw linkUsed();
  if (index !== links.length - 1) throw linkSuperseded();
  if (command.now.getTime() >= Date.parse(link.expiresAt)) throw linkExpired();
  const withTwoFactor = state.twoFactor.activeSecret !== null;
  if (withTwoFactor && command.twoFactorCode === 'not_given') throw codeRequired();
  const twoFactorStep = withTwoFactor ? freshCodeStep(state, command.twoFactorCode) : null;
  const { memberId } = state;
  return [
    newEvent(PasswordResetCompleted, { memberId, passwordHash: command.newPasswordHash, tokenHash: link.tokenHash, twoFactorStep }, context),
    endAllSessionsOf(memberId, command.now, 'password_reset', context),
  ];
};

export const decidePasswordReset = (command: PasswordResetCommand, state: MemberAccess, context: EventContext): MemberStreamEvent[] => {
  switch (command.type) {
    case 'RequestPasswordReset':
      return requestPasswordReset(command, state, context);
    case 'CompletePasswordReset':
      return completePasswordReset(command, state, context);
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled command ${JSON.stringify(unhandled)}`);
    }
  }
};

export const passwordResetDecider: Decider<MemberAccess, PasswordResetCommand, MemberAccessEvent> = { ...memberAccessFold, decide: decidePasswordReset };
