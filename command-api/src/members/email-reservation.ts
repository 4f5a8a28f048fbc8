import { createHash } from 'node:crypto';
import { EmailReleased, EmailReserved, emailStream, eventsOf, newEvent, type EventContext, type EventStore, type NewEventOf } from '@sankofa/events';
import { reservationDecider, reservationsOf, type AddressKind } from './address-reservation.ts';

export const EMAIL_TAKEN = 'An account with this email already exists';

/** Addresses are compared case-insensitively: `Ama@X.com` and `ama@x.com` are one account. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** `email-<sha256 of the normalized address>`: the address itself stays out of the stream name. */
export const emailStreamOf = (email: string): string => emailStream(createHash('sha256').update(normalizeEmail(email)).digest('hex'));

const emailAddresses: AddressKind<NewEventOf<typeof EmailReserved | typeof EmailReleased>> = {
  handles: eventsOf(EmailReserved, EmailReleased),
  reserved: (memberId, email, context) => newEvent(EmailReserved, { memberId, email: normalizeEmail(email) }, context),
  released: (memberId, context) => newEvent(EmailReleased, { memberId }, context),
  isRelease: (event) => event.type === EmailReleased.type,
  taken: { code: 'email_taken', message: EMAIL_TAKEN },
};

export const emailReservationDecider = reservationDecider(emailAddresses);
const emailReservations = reservationsOf(emailAddresses, emailStreamOf);

/** The first signup or change to claim an address wins it; the other is told it is taken (409 `email_taken`). */
export const reserveEmail = (store: EventStore, { email, memberId }: { email: string; memberId: string }, context: EventContext) =>
  emailReservations.reserve(store, { address: email, memberId }, context);

/** Gives up the member's hold on an address (she moved to another, or left): it signs in nobody, and the next signup may take it. */
export const releaseEmail = (store: EventStore, { email, memberId }: { email: string; memberId: string }, context: EventContext) =>
  emailReservations.release(store, { address: email, memberId }, context);

/** The member holding an address; null when nobody holds it or it was released. */
export const memberIdByEmail = (store: EventStore, email: string): Promise<string | null> => emailReservations.holderOf(store, email);
