import { mediaKeyOfUrl } from '@sankofa/contracts';
import {
  BioUpdated,
  EmailChangeRequested,
  MemberRegistered,
  MessageSent,
  PhoneChangeRequested,
  PhotosChanged,
  VerificationSubmitted,
  eventsOf,
  memberStream,
  verificationStream,
  type EventStore,
} from '@sankofa/events';

const footprintEvents = eventsOf(MemberRegistered, PhotosChanged, BioUpdated, VerificationSubmitted, EmailChangeRequested, PhoneChangeRequested);
const messages = eventsOf(MessageSent);

/** What of hers outlives the log's events: her media files, and the addresses messages to her went to. */
export interface HerFootprint {
  /** Every e-mail address and phone number she used or asked to use: messages sent to them go with her. */
  addresses: string[];
  /** Keys of the photos she showed on her profile at any time (a key starts with the bytes' SHA-256). */
  photoKeys: string[];
  /** Keys of everything else she stored: recorded bios, verification evidence, voice messages she sent. */
  otherMediaKeys: string[];
}

const keysOf = (urls: ReadonlyArray<string | null | undefined>): string[] => urls.flatMap((url) => (url ? (mediaKeyOfUrl(url) ?? []) : []));

/**
 * Read from the log (the write side reads no read model). Voice messages lie in her matches'
 * streams: they are found among every `MessageSent` of the log, a scan a deletion can afford and
 * that misses none, not even those of a match ended since.
 */
export const herFootprint = async (store: EventStore, memberId: string): Promise<HerFootprint> => {
  const addresses = new Set<string>();
  const photos = new Set<string>();
  const others = new Set<string>();
  for (const stream of [memberStream(memberId), verificationStream(memberId)]) {
    for await (const recorded of store.readStream(stream)) {
      if (!footprintEvents.has(recorded)) continue;
      const event = footprintEvents.parse(recorded);
      if (event.type === 'MemberRegistered') [event.data.email, event.data.phoneNumber].forEach((address) => addresses.add(address));
      if (event.type === 'EmailChangeRequested') addresses.add(event.data.newEmail);
      if (event.type === 'PhoneChangeRequested') addresses.add(event.data.newPhoneNumber);
      if (event.type === 'MemberRegistered' || event.type === 'PhotosChanged') keysOf(event.data.photos).forEach((key) => photos.add(key));
      if (event.type === 'BioUpdated' && event.data.bioType !== 'text') keysOf([event.data.content]).forEach((key) => others.add(key));
      if (event.type === 'VerificationSubmitted') keysOf(Object.values(event.data.evidence).flat()).forEach((key) => others.add(key));
    }
  }
  for await (const recorded of store.readAll({ types: messages.types, categories: ['match'] })) {
    const { data } = messages.parse(recorded);
    if (data.senderId === memberId) keysOf([data.voiceUrl]).forEach((key) => others.add(key));
  }
  return { addresses: [...addresses], photoKeys: [...photos], otherMediaKeys: [...others] };
};
