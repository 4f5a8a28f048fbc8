import { ForbiddenError } from '@sankofa/server-kit';
import { DEMO_EMAIL } from '../demo-community/demo-member.ts';
import type { MemberAccess } from './member-access.ts';

/** The shared demo account (the login screen's 'Load Demo Credentials'): no visitor may lock the others out of it. */
export class DemoAccountLockedError extends ForbiddenError {
  constructor() {
    super('The demo account’s password, e-mail and two-factor settings cannot be changed', 'demo_account_locked');
  }
}

export const isDemoAccount = (state: MemberAccess): boolean => state.status === 'registered' && state.email === DEMO_EMAIL;

export const refuseDemoAccount = (state: MemberAccess): void => {
  if (isDemoAccount(state)) throw new DemoAccountLockedError();
};
