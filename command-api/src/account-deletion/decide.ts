import { AccountDeleted, newEvent, type EventContext, type NewEventOf } from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { WrongPasswordError, freshCodeStep } from '../auth/account/decide.ts';
import { refuseDemoAccount } from '../auth/demo-account.ts';
import { memberAccessFold, type MemberAccess, type MemberAccessEvent } from '../auth/member-access.ts';
import { registered } from '../auth/two-factor/decide.ts';
import type { CodeCheck } from '../auth/two-factor/totp.ts';
import { DomainError } from '../domain-error.ts';

/** Her password, and with two-factor on a code never used before, confirm that she deletes her account. */
export interface DeleteAccount {
  type: 'DeleteAccount';
  passwordMatches: boolean;
  twoFactorCode: CodeCheck;
}

export class DeletionCodeRequiredError extends DomainError {
  constructor() {
    super('two_factor_code_required', 'Enter a code from your authenticator app to delete your account');
  }
}

/** Deleting is forever: a second request (another tab, a retry after the first went through) is told the account is already gone. */
export const deleteAccount = (command: DeleteAccount, state: MemberAccess, context: EventContext): NewEventOf<typeof AccountDeleted>[] => {
  const member = registered(state);
  refuseDemoAccount(member);
  if (!command.passwordMatches) throw new WrongPasswordError();
  if (member.twoFactor.activeSecret !== null) {
    if (command.twoFactorCode === 'not_given') throw new DeletionCodeRequiredError();
    freshCodeStep(member, command.twoFactorCode);
  }
  return [newEvent(AccountDeleted, { memberId: member.memberId }, context)];
};

export const accountDeletionDecider: Decider<MemberAccess, DeleteAccount, MemberAccessEvent> = { ...memberAccessFold, decide: deleteAccount };
