import { createHash } from 'node:crypto';
import { EmailChangeRequested, EmailChanged, PhoneChangeCodeMissed, PhoneChangeRequested, PhoneNumberChanged, newEvent, type EventContext } from '@sankofa/events';
import { sameHash } from '../auth/password-reset/token.ts';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';
import { normalizeEmail } from '../members/email-reservation.ts';
import { MAX_PHONE_CODE_ATTEMPTS, contactEvents, evolveContactState, initialContactState, type ContactEvent, type ContactState, type EmailChangeLink } from './state.ts';

/** How long the link sent to a new address works. */
export const EMAIL_CHANGE_LINK_LIFETIME_MS = 24 * 60 * 60_000;
/** How long the code sent to a new number works, as phone verification's. */
export const PHONE_CHANGE_CODE_LIFETIME_MS = 10 * 60_000;

/** The route checked the password (slow hash) and hashed the link's secret; the address's reservation is read at confirmation. */
export interface RequestEmailChange {
  type: 'RequestEmailChange';
  now: Date;
  newEmail: string;
  tokenHash: string;
  passwordMatches: boolean;
}
export interface ConfirmEmailChange {
  type: 'ConfirmEmailChange';
  now: Date;
  tokenHash: string;
}
export interface RequestPhoneChange {
  type: 'RequestPhoneChange';
  now: Date;
  newPhoneNumber: string;
  /** The code the route will text; only its hash reaches the log. */
  code: string;
  passwordMatches: boolean;
}
export interface ConfirmPhoneChange {
  type: 'ConfirmPhoneChange';
  now: Date;
  code: string;
}
export type ContactChangeCommand = RequestEmailChange | ConfirmEmailChange | RequestPhoneChange | ConfirmPhoneChange;

type Registered = Extract<ContactState, { status: 'registered' }>;

/** A code's hash is salted with the member it was sent for, so equal codes of two members hash apart. */
export const hashOfPhoneCode = (memberId: string, code: string): string => createHash('sha256').update(`${memberId}:${code}`).digest('hex');

const registered = (state: ContactState): Registered => {
  if (state.status !== 'registered') throw new DomainError('member_not_found', 'Your account was not found');
  return state;
};

const refuseWrongPassword = (passwordMatches: boolean) => {
  if (!passwordMatches) throw new DomainError('wrong_password', 'Your password is not right');
};

export const requestEmailChange = (command: RequestEmailChange, state: ContactState, context: EventContext): ContactEvent[] => {
  const member = registered(state);
  refuseWrongPassword(command.passwordMatches);
  const newEmail = normalizeEmail(command.newEmail);
  if (newEmail === normalizeEmail(member.email)) throw new DomainError('email_unchanged', 'This is already your e-mail address');
  const expiresAt = new Date(command.now.getTime() + EMAIL_CHANGE_LINK_LIFETIME_MS).toISOString();
  return [newEvent(EmailChangeRequested, { memberId: member.memberId, newEmail, tokenHash: command.tokenHash, expiresAt }, context)];
};

/** The link that may change her address: known, unused, the latest, unexpired; otherwise the refusal naming why not. */
export const usableEmailChangeLink = (state: ContactState, tokenHash: string, now: Date): EmailChangeLink => {
  const links = state.status === 'registered' ? state.emailChanges : [];
  const index = links.findIndex((link) => sameHash(link.tokenHash, tokenHash));
  const link = links[index];
  if (link === undefined) throw new DomainError('email_change_link_invalid', 'This e-mail confirmation link is not valid. Ask for a new one in Settings.');
  if (link.used) throw new DomainError('email_change_link_used', 'This e-mail confirmation link has already been used.');
  if (index !== links.length - 1) throw new DomainError('email_change_link_superseded', 'A newer confirmation link was sent since this one: use the latest e-mail.');
  if (now.getTime() >= Date.parse(link.expiresAt)) {
    throw new DomainError('email_change_link_expired', 'This e-mail confirmation link has expired (links work for 24 hours). Ask for a new one in Settings.');
  }
  return link;
};

/** The new address is already reserved for her (the route claimed it first); from now on it signs her in. */
export const confirmEmailChange = (command: ConfirmEmailChange, state: ContactState, context: EventContext): ContactEvent[] => {
  const member = registered(state);
  const link = usableEmailChangeLink(member, command.tokenHash, command.now);
  return [newEvent(EmailChanged, { memberId: member.memberId, previousEmail: member.email, newEmail: link.newEmail, tokenHash: link.tokenHash }, context)];
};

export const requestPhoneChange = (command: RequestPhoneChange, state: ContactState, context: EventContext): ContactEvent[] => {
  const member = registered(state);
  refuseWrongPassword(command.passwordMatches);
  if (command.newPhoneNumber === member.phoneNumber) throw new DomainError('phone_unchanged', 'This is already your phone number');
  const expiresAt = new Date(command.now.getTime() + PHONE_CHANGE_CODE_LIFETIME_MS).toISOString();
  const codeHash = hashOfPhoneCode(member.memberId, command.code);
  return [newEvent(PhoneChangeRequested, { memberId: member.memberId, newPhoneNumber: command.newPhoneNumber, codeHash, expiresAt }, context)];
};

/** The number the code makes hers: her pending change's when the code is its own, null otherwise (the decider says why). */
export const numberConfirmedBy = (state: ContactState, code: string): string | null => {
  if (state.status !== 'registered' || state.phoneChange === null) return null;
  return sameHash(state.phoneChange.codeHash, hashOfPhoneCode(state.memberId, code)) ? state.phoneChange.newPhoneNumber : null;
};

/** A wrong code is recorded (the route answers it as a refusal); the fifth cancels the change. The route claimed the number first. */
export const confirmPhoneChange = (command: ConfirmPhoneChange, state: ContactState, context: EventContext): ContactEvent[] => {
  const member = registered(state);
  const pending = member.phoneChange;
  if (pending === null) throw new DomainError('phone_change_not_requested', 'Ask for a code to your new number first');
  if (command.now.getTime() >= Date.parse(pending.expiresAt)) throw new DomainError('phone_change_code_expired', 'The code has expired (codes work for 10 minutes); ask for a new one');
  const { memberId } = member;
  const confirmed = numberConfirmedBy(member, command.code);
  if (confirmed !== null) return [newEvent(PhoneNumberChanged, { memberId, previousPhoneNumber: member.phoneNumber, newPhoneNumber: confirmed }, context)];
  return [newEvent(PhoneChangeCodeMissed, { memberId, attempt: Math.min(pending.missedCodes + 1, MAX_PHONE_CODE_ATTEMPTS) }, context)];
};

export const decideContactChange = (command: ContactChangeCommand, state: ContactState, context: EventContext): ContactEvent[] => {
  switch (command.type) {
    case 'RequestEmailChange':
      return requestEmailChange(command, state, context);
    case 'ConfirmEmailChange':
      return confirmEmailChange(command, state, context);
    case 'RequestPhoneChange':
      return requestPhoneChange(command, state, context);
    case 'ConfirmPhoneChange':
      return confirmPhoneChange(command, state, context);
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled command ${JSON.stringify(unhandled)}`);
    }
  }
};

export const contactChangeDecider: Decider<ContactState, ContactChangeCommand, ContactEvent> = {
  handles: contactEvents,
  initialState: initialContactState,
  evolve: evolveContactState,
  decide: decideContactChange,
};
