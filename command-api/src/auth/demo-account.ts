import { DEMO_EMAIL } from '../demo-community/demo-member.ts';
import type { MemberAccess } from './member-access.ts';
import { DomainError } from '../domain-error.ts';

/** The shared demo account (the login screen's 'Load Demo Credentials'): no visitor may lock the others out of it. */
export class DemoAccountLockedError extends DomainError {
  constructor() {
    super('demo_account_locked', 'The demo account’s password, e-mail and two-factor settings cannot be changed');
  }
}

export const isDemoAccount = (state: MemberAccess): boolean => state.status === 'registered' && state.email === DEMO_EMAIL;

export const refuseDemoAccount = (state: MemberAccess): void => {
  if (isDemoAccount(state)) throw new DemoAccountLockedError();
};
