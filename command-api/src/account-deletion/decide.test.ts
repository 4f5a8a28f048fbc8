import { describe, it } from 'vitest';
import { AccountDeleted, MemberSuspended, newEvent } from '@sankofa/events';
import { specificationFor } from '../testing/decider-specification.ts';
import { contextAt, demoRegistered, loginSucceededAt, memberId, registered, setupStarted, twoFactorEnabled } from '../auth/testing/member-events.ts';
import { accountDeletionDecider, type DeleteAccount } from './decide.ts';

const now = new Date('2025-03-01T12:00:00Z');
const given = specificationFor(accountDeletionDecider, contextAt(now));
const step = 58_000_000;
const deleteAccount = (overrides: Partial<DeleteAccount> = {}): DeleteAccount => ({ type: 'DeleteAccount', passwordMatches: true, twoFactorCode: 'not_given', ...overrides });
const withTwoFactor = [registered(), setupStarted('sealed-1'), twoFactorEnabled()];
const deleted = { type: 'AccountDeleted' as const, data: { memberId } };

describe('deleting an account', () => {
  it('records AccountDeleted with her id and nothing else about her', () => {
    given([registered()]).when(deleteAccount()).then([deleted]);
  });

  it('needs her password', () => {
    given([registered()]).when(deleteAccount({ passwordMatches: false })).thenThrows({ code: 'wrong_password' });
  });

  it('needs a code when two-factor is on, a valid one, never used before', () => {
    given(withTwoFactor).when(deleteAccount()).thenThrows({ code: 'two_factor_code_required' });
    given(withTwoFactor).when(deleteAccount({ twoFactorCode: 'invalid' })).thenThrows({ code: 'invalid_two_factor_code' });
    given([...withTwoFactor, loginSucceededAt(now, step)]).when(deleteAccount({ twoFactorCode: { validAtStep: step } })).thenThrows({ code: 'invalid_two_factor_code' });
    given([...withTwoFactor, loginSucceededAt(now, step)]).when(deleteAccount({ twoFactorCode: { validAtStep: step + 1 } })).then([deleted]);
  });

  it('deletes a suspended account too (what is kept of a banned one is the route’s to write)', () => {
    const suspended = newEvent(MemberSuspended, { memberId, reason: 'Harassment', reportId: 'r1', decidedBy: 'admin' }, contextAt(now));
    given([registered(), suspended]).when(deleteAccount()).then([deleted]);
  });

  it('answers a second deletion with account_deleted, whatever is typed', () => {
    const gone = newEvent(AccountDeleted, { memberId }, contextAt(now));
    given([registered(), gone]).when(deleteAccount()).thenThrows({ code: 'account_deleted' });
    given([registered(), gone]).when(deleteAccount({ passwordMatches: false })).thenThrows({ code: 'account_deleted' });
  });

  it('refuses a member who never registered, and the shared demo account', () => {
    given([]).when(deleteAccount()).thenThrows({ code: 'not_found' });
    given([demoRegistered()]).when(deleteAccount()).thenThrows({ code: 'demo_account_locked' });
  });
});
