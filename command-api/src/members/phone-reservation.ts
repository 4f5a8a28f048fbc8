import { createHmac } from 'node:crypto';
import { PhoneReleased, PhoneReserved, eventsOf, newEvent, phoneStream, type EventContext, type EventStore, type NewEventOf } from '@sankofa/events';
import { reservationDecider, reservationsOf, type AddressKind } from './address-reservation.ts';

export const PHONE_TAKEN = 'An account with this phone number already exists';

/** A number is its digits: `+44 (20) 7946-0958` and `+442079460958` are one phone. */
export const normalizePhone = (phone: string): string => phone.replace(/\D/g, '');

/**
 * `phone-<HMAC-SHA256 under IDENTITY_BAN_KEY>`: a plain hash of a few billion possible numbers is
 * reversed by trying them all, so without the key the stream names no number, even once its member
 * has left and her key that opened her events is destroyed.
 */
export const phoneStreamOf = (identityKey: string, phone: string): string => phoneStream(phoneHashOf(identityKey, phone));

/** The number's keyed hash: the id of its reservation stream, and what a contact block records of it. */
export const phoneHashOf = (identityKey: string, phone: string): string =>
  createHmac('sha256', identityKey).update(`reservation:phone:${normalizePhone(phone)}`).digest('hex');

const phoneNumbers: AddressKind<NewEventOf<typeof PhoneReserved | typeof PhoneReleased>> = {
  handles: eventsOf(PhoneReserved, PhoneReleased),
  reserved: (memberId, _phone, context) => newEvent(PhoneReserved, { memberId }, context),
  released: (memberId, context) => newEvent(PhoneReleased, { memberId }, context),
  isRelease: (event) => event.type === PhoneReleased.type,
  taken: { code: 'phone_taken', message: PHONE_TAKEN },
};

export const phoneReservationDecider = reservationDecider(phoneNumbers);
const phoneReservationsUnder = (identityKey: string) => reservationsOf(phoneNumbers, (phone) => phoneStreamOf(identityKey, phone));

export interface PhoneReservationOptions {
  store: EventStore;
  /** IDENTITY_BAN_KEY: the key of every hash kept of an identity. */
  identityKey: string;
}

/** The first signup or change to claim a number wins it; the other is told it is taken (409 `phone_taken`). */
export const reservePhone = ({ store, identityKey }: PhoneReservationOptions, data: { phone: string; memberId: string }, context: EventContext) =>
  phoneReservationsUnder(identityKey).reserve(store, { address: data.phone, memberId: data.memberId }, context);

/** Gives up the member's hold on a number: the next signup or change may take it. */
export const releasePhone = ({ store, identityKey }: PhoneReservationOptions, data: { phone: string; memberId: string }, context: EventContext) =>
  phoneReservationsUnder(identityKey).release(store, { address: data.phone, memberId: data.memberId }, context);

/** The member holding a number; null when nobody does. */
export const memberIdByPhone = ({ store, identityKey }: PhoneReservationOptions, phone: string): Promise<string | null> =>
  phoneReservationsUnder(identityKey).holderOf(store, phone);
