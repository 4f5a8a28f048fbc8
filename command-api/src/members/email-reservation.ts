import { createHash } from 'node:crypto';
import { EmailReserved, catalog, emailStream, newEvent, type EventContext, type EventStore, type NewEvent } from '@sankofa/events';
import { ConflictError } from '@sankofa/server-kit';
import type { Decider } from '../decider.ts';
import { handleCommand } from '../handle-command.ts';

export const EMAIL_TAKEN = 'An account with this email already exists';

/** Addresses are compared case-insensitively: `Ama@X.com` and `ama@x.com` are one account. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** `email-<sha256 of the normalized address>`: the address itself stays out of the stream name. */
export const emailStreamOf = (email: string): string => emailStream(createHash('sha256').update(normalizeEmail(email)).digest('hex'));

type EmailReservation = { status: 'free' } | { status: 'reserved'; memberId: string };
type ReserveEmail = { type: 'ReserveEmail'; data: { email: string; memberId: string } };
type EmailReservedEvent = NewEvent<'EmailReserved', { memberId: string; email: string }>;

export const emailReservationDecider: Decider<EmailReservation, ReserveEmail, EmailReservedEvent> = {
  initialState: { status: 'free' },
  evolve: (_reservation, event) => ({ status: 'reserved', memberId: event.data.memberId }),
  decide: ({ data }, reservation, context) => {
    if (reservation.status === 'free') return [newEvent(EmailReserved, { memberId: data.memberId, email: normalizeEmail(data.email) }, context)];
    // The same member retrying its own registration (a seeder resuming) keeps its reservation.
    if (reservation.memberId === data.memberId) return [];
    throw new ConflictError(EMAIL_TAKEN, 'email_taken');
  },
};

/**
 * The first append to a reservation stream expects `no_stream`, so of two simultaneous signups
 * with one address exactly one wins; the other re-reads the stream and is told it is taken.
 */
export const reserveEmail = (store: EventStore, data: ReserveEmail['data'], context: EventContext) =>
  handleCommand({ store, stream: emailStreamOf(data.email), decider: emailReservationDecider, command: { type: 'ReserveEmail', data }, context, catalog });

/** The member holding an address, for login; null when nobody registered it. */
export const memberIdByEmail = async (store: EventStore, email: string): Promise<string | null> => {
  for await (const event of store.readStream(emailStreamOf(email), { maxCount: 1 })) {
    const reservation = catalog.parse(event) as EmailReservedEvent;
    return reservation.data.memberId;
  }
  return null;
};
