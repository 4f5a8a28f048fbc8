import {
  AccountDeleted,
  AdminRoleGranted,
  EmailChanged,
  MemberSuspended,
  SuspensionLifted,
  eventsOf,
  memberEvents,
  memberStream,
  type EventStore,
  type NewEventOf,
} from '@sankofa/events';
import type { SessionsEndedCutoff } from '@sankofa/server-kit';
import { DomainError } from '../domain-error.ts';
import { readFolded } from '../stream-states.ts';
import { ACCOUNT_LOGIN_THROTTLE } from '../throttle.ts';

export type MemberStreamEvent = NewEventOf<(typeof memberEvents)[number] | typeof AdminRoleGranted>;

/** What signing in needs to know about a member: credentials, second factor, recent failures. */
export type MemberAccess =
  | { status: 'unknown' }
  /** Deleted from Settings: nothing of her access is kept, and nothing brings it back. */
  | { status: 'deleted'; memberId: string }
  | {
      status: 'registered';
      memberId: string;
      email: string;
      name: string;
      firstName: string;
      lastName: string;
      role: 'member' | 'admin';
      passwordHash: string;
      /**
       * Encrypted TOTP secrets: the one codes are checked against, and one waiting for its confirming
       * code; and the time step of the last code a login used, as no code may serve twice.
       */
      twoFactor: { activeSecret: string | null; pendingSecret: string | null; lastUsedStep: number | null };
      /** When the failed logins since the last success happened (ISO), oldest first; only as many as the throttle counts. */
      recentFailures: string[];
      /** The member's latest end of sessions (password change, two-factor change, sign out everywhere): refresh refuses the sessions it ended. */
      sessionsEnded: SessionsEndedCutoff | null;
      /** Why the moderators suspended the member, while they are: login and refresh refuse them with it. */
      suspension: { reason: string } | null;
      /** The latest "forgot password" links (the hashes of their secrets), oldest first: only the last one works, the others are told apart as superseded. */
      passwordResets: PasswordResetLink[];
    };

export interface PasswordResetLink {
  tokenHash: string;
  expiresAt: string;
  used: boolean;
}

/** Enough to tell a superseded link from a made-up one; the per-address rate limit keeps requests far fewer. */
const KEPT_RESET_LINKS = 20;

/** A suspension, a change of address and the account's deletion are on the member's stream too, though other features decide them. */
export type MemberAccessEvent = MemberStreamEvent | NewEventOf<typeof MemberSuspended | typeof SuspensionLifted | typeof EmailChanged | typeof AccountDeleted>;

export const initialMemberAccess: MemberAccess = { status: 'unknown' };

const withName = (firstName: string, lastName: string) => ({ firstName, lastName, name: `${firstName} ${lastName}` });

type Registered = Extract<MemberAccess, { status: 'registered' }>;

/** The later of the step a code was just used at and the last one used: no code of either step or before serves again. */
const usedStep = (state: Registered, step: number | null): number | null =>
  step === null ? state.twoFactor.lastUsedStep : Math.max(step, state.twoFactor.lastUsedStep ?? step);

/** Whether a valid code's time step is new: a code serves once, for a login or a change alike. */
export const isUnusedStep = (state: Registered, step: number): boolean => state.twoFactor.lastUsedStep === null || step > state.twoFactor.lastUsedStep;

const evolveMemberAccess = (state: MemberAccess, event: MemberAccessEvent): MemberAccess => {
  if (event.type === 'MemberRegistered') {
    const { memberId, email, firstName, lastName, role, passwordHash } = event.data;
    const names = withName(firstName, lastName);
    return { status: 'registered', memberId, email, ...names, role, passwordHash, twoFactor: { activeSecret: null, pendingSecret: null, lastUsedStep: null }, recentFailures: [], sessionsEnded: null, suspension: null, passwordResets: [] };
  }
  if (state.status !== 'registered') return state;
  switch (event.type) {
    case 'AccountDeleted':
      return { status: 'deleted', memberId: state.memberId };
    case 'ProfileUpdated':
      return { ...state, ...withName(event.data.changes.firstName ?? state.firstName, event.data.changes.lastName ?? state.lastName) };
    case 'LoginFailed':
      return { ...state, recentFailures: [...state.recentFailures, event.metadata.occurredAt].slice(-ACCOUNT_LOGIN_THROTTLE.maxFailures) };
    case 'LoginSucceeded':
      return { ...state, recentFailures: [], twoFactor: { ...state.twoFactor, lastUsedStep: usedStep(state, event.data.twoFactorStep) } };
    case 'TwoFactorSetupStarted':
      return { ...state, twoFactor: { ...state.twoFactor, pendingSecret: event.data.encryptedSecret } };
    case 'TwoFactorEnabled':
      return { ...state, twoFactor: { activeSecret: state.twoFactor.pendingSecret, pendingSecret: null, lastUsedStep: usedStep(state, event.data.twoFactorStep) } };
    case 'TwoFactorDisabled':
      return { ...state, twoFactor: { activeSecret: null, pendingSecret: null, lastUsedStep: usedStep(state, event.data.twoFactorStep) } };
    case 'PasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash, twoFactor: { ...state.twoFactor, lastUsedStep: usedStep(state, event.data.twoFactorStep) } };
    case 'PasswordResetRequested': {
      const { tokenHash, expiresAt } = event.data;
      return { ...state, passwordResets: [...state.passwordResets, { tokenHash, expiresAt, used: false }].slice(-KEPT_RESET_LINKS) };
    }
    case 'PasswordResetCompleted':
      return {
        ...state,
        passwordHash: event.data.passwordHash,
        twoFactor: { ...state.twoFactor, lastUsedStep: usedStep(state, event.data.twoFactorStep) },
        passwordResets: state.passwordResets.map((link) => (link.tokenHash === event.data.tokenHash ? { ...link, used: true } : link)),
      };
    case 'PasswordRehashed':
      return { ...state, passwordHash: event.data.passwordHash };
    case 'SessionsEnded':
      return { ...state, sessionsEnded: { before: new Date(event.data.before), exceptSessionId: event.data.exceptSessionId } };
    // A suspension ends every session started before it, so none resumes by refresh once it is lifted.
    case 'MemberSuspended':
      return { ...state, suspension: { reason: event.data.reason }, sessionsEnded: { before: new Date(event.metadata.occurredAt), exceptSessionId: null } };
    case 'SuspensionLifted':
      return { ...state, suspension: null };
    case 'EmailChanged':
      return { ...state, email: event.data.newEmail };
    case 'AdminRoleGranted':
      // The next token issued (login or refresh) carries the role.
      return { ...state, role: 'admin' };
    default:
      return state;
  }
};

/** How every decider of signing in folds the member stream. */
export const memberAccessFold = {
  handles: eventsOf(...memberEvents, AdminRoleGranted, MemberSuspended, SuspensionLifted, EmailChanged, AccountDeleted),
  initialState: initialMemberAccess,
  evolve: evolveMemberAccess,
};

/** The refusal a suspended member meets at login and refresh: the reason is theirs to know. */
export const accountSuspendedError = (suspension: { reason: string }): DomainError =>
  new DomainError('account_suspended', `Your account has been suspended: ${suspension.reason}`, { details: { reason: suspension.reason } });

/** What anything a deleted member's old credentials still reach answers: the account is gone for good. */
export const accountDeletedError = (): DomainError => new DomainError('account_deleted', 'This account has been deleted');

export const readMemberAccess = async (store: EventStore, memberId: string): Promise<MemberAccess> =>
  (await readFolded(store, memberStream(memberId), memberAccessFold)).state;
