import { createHmac } from 'node:crypto';
import {
  EmailChanged,
  IdentityBanLifted,
  IdentityBanned,
  MemberRegistered,
  PhoneNumberChanged,
  PhotosChanged,
  bannedIdentityStream,
  eventsOf,
  memberStream,
  newEvent,
  type EventContext,
  type EventStore,
} from '@sankofa/events';
import { contentAddressOf } from '@sankofa/adapters/media';
import { mediaKeyOfUrl } from '@sankofa/contracts';
import { DomainError } from '../domain-error.ts';
import { normalizeEmail } from '../members/email-reservation.ts';
import { normalizePhone } from '../members/phone-reservation.ts';

export type BannedKind = 'email' | 'phone' | 'photo';

/** What an identity is compared as: the address as signup keeps it, the phone's digits alone, a photo by its bytes' SHA-256. */
const normalized: Record<BannedKind, (value: string) => string> = {
  email: normalizeEmail,
  phone: normalizePhone,
  photo: (sha256) => sha256.toLowerCase(),
};

/** HMAC-SHA256 under the server's IDENTITY_BAN_KEY: without the key, no one can test a guessed address against it. */
const keyedHashOf = (key: string, kind: BannedKind, value: string): string => createHmac('sha256', key).update(`${kind}:${normalized[kind](value)}`).digest('hex');

export interface Identity {
  kind: BannedKind;
  /** The e-mail, the phone number, or a photo's SHA-256 (hex, as its media key starts). */
  value: string;
}

/** Keeps only the keyed hash of each identity of a member banned for abuse, one stream each: the stream's name is the hash. */
export const banIdentities = async (store: EventStore, key: string, identities: readonly Identity[], context: EventContext): Promise<void> => {
  for (const { kind, value } of identities) {
    const stream = bannedIdentityStream(keyedHashOf(key, kind, value));
    if (!(await isBannedStream(store, stream))) await store.append(stream, [newEvent(IdentityBanned, { kind }, context)]);
  }
};

/** Her suspension was lifted: her identities may be used again. */
export const liftIdentityBans = async (store: EventStore, key: string, identities: readonly Identity[], context: EventContext): Promise<void> => {
  for (const { kind, value } of identities) {
    const stream = bannedIdentityStream(keyedHashOf(key, kind, value));
    if (await isBannedStream(store, stream)) await store.append(stream, [newEvent(IdentityBanLifted, { kind }, context)]);
  }
};

/** The stream a photo's ban is kept on, by its SHA-256: the one-face reactor keeps its fingerprints there too. */
export const bannedPhotoStream = (key: string, sha256: string): string => bannedIdentityStream(keyedHashOf(key, 'photo', sha256));

/** Banned while the stream's latest ban or lift is a ban (a photo's fingerprints may follow its ban). */
export const isBannedStream = async (store: EventStore, stream: string): Promise<boolean> => {
  for await (const event of store.readStream(stream, { direction: 'backwards' })) {
    if (event.type === IdentityBanned.type || event.type === IdentityBanLifted.type) return event.type === IdentityBanned.type;
  }
  return false;
};

const identityEvents = eventsOf(MemberRegistered, EmailChanged, PhoneNumberChanged, PhotosChanged);

/** What a ban keeps out, read from her stream: her e-mail and phone now, and every photo she showed. */
export const identitiesOf = async (store: EventStore, memberId: string): Promise<Identity[]> => {
  let email: string | null = null;
  let phone: string | null = null;
  const photos = new Set<string>();
  for await (const recorded of store.readStream(memberStream(memberId))) {
    if (!identityEvents.has(recorded)) continue;
    const event = identityEvents.parse(recorded);
    if (event.type === 'MemberRegistered') [email, phone] = [event.data.email, event.data.phoneNumber];
    if (event.type === 'EmailChanged') email = event.data.newEmail;
    if (event.type === 'PhoneNumberChanged') phone = event.data.newPhoneNumber;
    if (event.type === 'MemberRegistered' || event.type === 'PhotosChanged') {
      for (const key of event.data.photos.flatMap((url) => mediaKeyOfUrl(url) ?? [])) photos.add(contentAddressOf(key) ?? key);
    }
  }
  return [
    ...(email ? [{ kind: 'email' as const, value: email }] : []),
    ...(phone ? [{ kind: 'phone' as const, value: phone }] : []),
    ...[...photos].map((sha256) => ({ kind: 'photo' as const, value: sha256 })),
  ];
};

const REFUSALS: Record<BannedKind, string> = {
  email: 'This e-mail address belongs to an account removed for abuse and cannot be used again',
  phone: 'This phone number belongs to an account removed for abuse and cannot be used again',
  photo: 'This photo belongs to an account removed for abuse and cannot be used again',
};

/** A 403 `identity_banned` naming what matched (e-mail, phone or photo), checked before anything is kept. */
export const refuseBannedIdentities = async (store: EventStore, key: string, identities: readonly Identity[]): Promise<void> => {
  for (const { kind, value } of identities) {
    if (await isBannedStream(store, bannedIdentityStream(keyedHashOf(key, kind, value)))) {
      throw new DomainError('identity_banned', REFUSALS[kind], { details: { field: kind } });
    }
  }
};
