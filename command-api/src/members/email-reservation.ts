import { createHash } from 'node:crypto';
import { EmailReleased, EmailReserved, emailStream, eventsOf, memberStream, newEvent, type EventContext, type EventStore, type NewEventOf } from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError, isDomainError } from '../domain-error.ts';
import { handleCommand } from '../handle-command.ts';

export const EMAIL_TAKEN = 'An account with this email already exists';

/** Addresses are compared case-insensitively: `Ama@X.com` and `ama@x.com` are one account. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** `email-<sha256 of the normalized address>`: the address itself stays out of the stream name. */
export const emailStreamOf = (email: string): string => emailStream(createHash('sha256').update(normalizeEmail(email)).digest('hex'));

/**
 * A signup reserves the address, then registers the member: one that died in between left the
 * address held by nobody. After this long such a hold is given up to the next signup; no live
 * signup takes it, a request does not last minutes.
 */
export const ABANDONED_RESERVATION_MS = 10 * 60_000;

type EmailReservation = { status: 'free' } | { status: 'reserved'; memberId: string; reservedAt: string };
/** `unregisteredHolder`: the holder the caller found without a registration (read beforehand: the decider does no I/O). */
type ReserveEmail = { type: 'ReserveEmail'; data: { email: string; memberId: string; now: Date; unregisteredHolder: string | null } };
type EmailReservationEvent = NewEventOf<typeof EmailReserved | typeof EmailReleased>;
const reservations = eventsOf(EmailReserved, EmailReleased);

const isAbandoned = (reservation: Extract<EmailReservation, { status: 'reserved' }>, data: ReserveEmail['data']) =>
  reservation.memberId === data.unregisteredHolder && Date.parse(reservation.reservedAt) + ABANDONED_RESERVATION_MS <= data.now.getTime();

export const emailReservationDecider: Decider<EmailReservation, ReserveEmail, EmailReservationEvent> = {
  handles: reservations,
  initialState: { status: 'free' },
  // A deleted account's address is free again, as if never taken.
  evolve: (_reservation, event) =>
    event.type === 'EmailReleased' ? { status: 'free' } : { status: 'reserved', memberId: event.data.memberId, reservedAt: event.metadata.occurredAt },
  decide: ({ data }, reservation, context) => {
    const reserved = [newEvent(EmailReserved, { memberId: data.memberId, email: normalizeEmail(data.email) }, context)];
    if (reservation.status === 'free') return reserved;
    // The same member retrying its own registration (a seeder resuming) keeps its reservation.
    if (reservation.memberId === data.memberId) return [];
    if (isAbandoned(reservation, data)) return reserved;
    throw new DomainError('email_taken', EMAIL_TAKEN);
  },
};

const isRegistered = async (store: EventStore, memberId: string): Promise<boolean> => {
  for await (const event of store.readStream(memberStream(memberId), { maxCount: 1 })) return event.type === 'MemberRegistered';
  return false;
};

/**
 * The first append to a reservation stream expects `no_stream`, so of two simultaneous signups
 * with one address exactly one wins; the other re-reads the stream and is told it is taken.
 * Only an address found taken has its holder looked up, to ask again if the hold is abandoned.
 */
export const reserveEmail = async (store: EventStore, data: { email: string; memberId: string }, context: EventContext) => {
  const reserve = (unregisteredHolder: string | null) => {
    const command: ReserveEmail = { type: 'ReserveEmail', data: { ...data, now: context.now ?? new Date(), unregisteredHolder } };
    return handleCommand({ store, stream: emailStreamOf(data.email), decider: emailReservationDecider, command, context });
  };
  try {
    return await reserve(null);
  } catch (error) {
    if (!isDomainError(error, 'email_taken')) throw error;
    const holder = await memberIdByEmail(store, data.email);
    if (holder === null || (await isRegistered(store, holder))) throw error;
    return reserve(holder);
  }
};

/** The member holding an address (the latest reservation: an abandoned one may have been taken over); null when nobody holds it. */
export const memberIdByEmail = async (store: EventStore, email: string): Promise<string | null> => {
  for await (const recorded of store.readStream(emailStreamOf(email), { direction: 'backwards', maxCount: 1 })) {
    const event = reservations.parse(recorded);
    return event.type === 'EmailReserved' ? event.data.memberId : null;
  }
  return null;
};

/** Her address is free for the next signup once her account is deleted; only the holder's deletion releases it. */
export const releaseEmail = async (store: EventStore, data: { email: string; memberId: string }, context: EventContext): Promise<void> => {
  if ((await memberIdByEmail(store, data.email)) !== data.memberId) return;
  await store.append(emailStreamOf(data.email), [newEvent(EmailReleased, { memberId: data.memberId }, context)]);
};
