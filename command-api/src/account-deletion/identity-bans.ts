import { createHmac } from 'node:crypto';
import { IdentityBanned, bannedIdentityStream, newEvent, type EventContext, type EventStore } from '@sankofa/events';
import { DomainError } from '../domain-error.ts';
import { normalizeEmail } from '../members/email-reservation.ts';

export type BannedKind = 'email' | 'phone' | 'photo';

/** What an identity is compared as: the address as signup keeps it, the phone's digits alone, a photo by its bytes' SHA-256. */
const normalized: Record<BannedKind, (value: string) => string> = {
  email: normalizeEmail,
  phone: (phone) => phone.replace(/\D/g, ''),
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

const isBannedStream = async (store: EventStore, stream: string): Promise<boolean> => {
  for await (const _event of store.readStream(stream, { maxCount: 1 })) return true;
  return false;
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
