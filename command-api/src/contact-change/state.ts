import {
  EmailChangeRequested,
  EmailChanged,
  MemberRegistered,
  PhoneChangeCodeMissed,
  PhoneChangeRequested,
  PhoneNumberChanged,
  eventsOf,
  type NewEventOf,
} from '@sankofa/events';

/** A link sent to a new address; only the hash of its secret is known. */
export interface EmailChangeLink {
  newEmail: string;
  tokenHash: string;
  expiresAt: string;
  used: boolean;
}

/** The code sent to a new number, while it may still be typed. */
export interface PendingPhoneChange {
  newPhoneNumber: string;
  codeHash: string;
  expiresAt: string;
  missedCodes: number;
}

/** What changing her contact details decides on: where she is reached now, and what she has asked for. */
export type ContactState =
  | { status: 'unregistered' }
  | {
      status: 'registered';
      memberId: string;
      email: string;
      phoneNumber: string;
      /** The latest links, oldest first: only the last one works, older ones are told apart as superseded. */
      emailChanges: EmailChangeLink[];
      phoneChange: PendingPhoneChange | null;
    };

/** A wrong code this many times cancels the phone change, as phone verification does. */
export const MAX_PHONE_CODE_ATTEMPTS = 5;
/** Enough to tell a superseded link from a made-up one. */
const KEPT_EMAIL_LINKS = 20;

export const contactEvents = eventsOf(MemberRegistered, EmailChangeRequested, EmailChanged, PhoneChangeRequested, PhoneChangeCodeMissed, PhoneNumberChanged);
export type ContactEvent = NewEventOf<
  typeof MemberRegistered | typeof EmailChangeRequested | typeof EmailChanged | typeof PhoneChangeRequested | typeof PhoneChangeCodeMissed | typeof PhoneNumberChanged
>;

export const initialContactState: ContactState = { status: 'unregistered' };

export const evolveContactState = (state: ContactState, event: ContactEvent): ContactState => {
  if (event.type === 'MemberRegistered') {
    const { memberId, email, phoneNumber } = event.data;
    return { status: 'registered', memberId, email, phoneNumber, emailChanges: [], phoneChange: null };
  }
  if (state.status !== 'registered') return state;
  switch (event.type) {
    case 'EmailChangeRequested': {
      const { newEmail, tokenHash, expiresAt } = event.data;
      return { ...state, emailChanges: [...state.emailChanges, { newEmail, tokenHash, expiresAt, used: false }].slice(-KEPT_EMAIL_LINKS) };
    }
    case 'EmailChanged':
      return {
        ...state,
        email: event.data.newEmail,
        emailChanges: state.emailChanges.map((link) => (link.tokenHash === event.data.tokenHash ? { ...link, used: true } : link)),
      };
    case 'PhoneChangeRequested': {
      const { newPhoneNumber, codeHash, expiresAt } = event.data;
      return { ...state, phoneChange: { newPhoneNumber, codeHash, expiresAt, missedCodes: 0 } };
    }
    case 'PhoneChangeCodeMissed':
      return event.data.attempt >= MAX_PHONE_CODE_ATTEMPTS || state.phoneChange === null
        ? { ...state, phoneChange: null }
        : { ...state, phoneChange: { ...state.phoneChange, missedCodes: event.data.attempt } };
    case 'PhoneNumberChanged':
      return { ...state, phoneNumber: event.data.newPhoneNumber, phoneChange: null };
    default:
      return state;
  }
};
