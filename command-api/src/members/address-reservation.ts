import { memberStream, type EventContext, type EventSet, type EventStore, type NewEvent, type RecordedEvent } from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError, isDomainError, type DomainErrorCode } from '../domain-error.ts';
import { handleCommand } from '../handle-command.ts';

/**
 * A signup reserves its addresses, then registers the member: one that died in between left the
 * addresses held by nobody. After this long such a hold is given up to the next signup; no live
 * signup takes it, a request does not last minutes.
 */
export const ABANDONED_RESERVATION_MS = 10 * 60_000;

/**
 * What makes an address (an e-mail, a phone number) one member's: one stream per address, whose
 * first append expects `no_stream`, so of two members claiming it at once exactly one wins.
 */
export interface AddressKind<Event extends HoldersEvent> {
  /** The reservation and the release, read back upcast. */
  handles: EventSet<Event & RecordedEvent>;
  reserved(memberId: string, address: string, context: EventContext): Event;
  released(memberId: string, context: EventContext): Event;
  isRelease(event: Event): boolean;
  /** The refusal when another member holds it: its code and message. */
  taken: { code: DomainErrorCode; message: string };
}

/** Both events of a reservation name their member: the one who holds or gave up the address. */
type HoldersEvent = NewEvent<string, { memberId: string }>;

type Reservation = { status: 'free' } | { status: 'reserved'; memberId: string; reservedAt: string };
/** `unregisteredHolder`: the holder the caller found without a registration (read beforehand: the decider does no I/O). */
type ReserveAddress = { type: 'ReserveAddress'; data: { address: string; memberId: string; now: Date; unregisteredHolder: string | null } };
/** The holder gives the address up; anyone else asking releases nothing. */
type ReleaseAddress = { type: 'ReleaseAddress'; data: { memberId: string } };

const isAbandoned = (reservation: Extract<Reservation, { status: 'reserved' }>, data: ReserveAddress['data']) =>
  reservation.memberId === data.unregisteredHolder && Date.parse(reservation.reservedAt) + ABANDONED_RESERVATION_MS <= data.now.getTime();

export const reservationDecider = <Event extends HoldersEvent>(kind: AddressKind<Event>): Decider<Reservation, ReserveAddress | ReleaseAddress, Event> => ({
  handles: kind.handles,
  initialState: { status: 'free' },
  evolve: (_reservation, event) => (kind.isRelease(event) ? { status: 'free' } : { status: 'reserved', memberId: event.data.memberId, reservedAt: event.metadata.occurredAt }),
  decide: (command, reservation, context) => {
    const { data } = command;
    const heldByHer = reservation.status === 'reserved' && reservation.memberId === data.memberId;
    if (command.type === 'ReleaseAddress') return heldByHer ? [kind.released(data.memberId, context)] : [];
    // The same member retrying its own registration (a seeder resuming) keeps its reservation.
    if (heldByHer) return [];
    if (reservation.status === 'free' || isAbandoned(reservation, command.data)) return [kind.reserved(data.memberId, command.data.address, context)];
    throw new DomainError(kind.taken.code, kind.taken.message);
  },
});


const isRegistered = async (store: EventStore, memberId: string): Promise<boolean> => {
  for await (const event of store.readStream(memberStream(memberId), { maxCount: 1 })) return event.type === 'MemberRegistered';
  return false;
};

/** Reserving, releasing and looking up one kind of address on the log, each address on the stream `streamOf` names. */
export const reservationsOf = <Event extends HoldersEvent>(kind: AddressKind<Event>, streamOf: (address: string) => string) => {
  const decider = reservationDecider(kind);
  const holderOf = async (store: EventStore, address: string): Promise<string | null> => {
    for await (const recorded of store.readStream(streamOf(address), { direction: 'backwards', maxCount: 1 })) {
      const latest = kind.handles.parse(recorded);
      return kind.isRelease(latest) ? null : latest.data.memberId;
    }
    return null;
  };
  return {
    decider,
    /** The member holding an address (the latest reservation: an abandoned one may have been taken over); null when nobody holds it or it was released. */
    holderOf,
    /** Claims `address` for the member; only an address found taken has its holder looked up, to ask again if the hold is abandoned. */
    async reserve(store: EventStore, data: { address: string; memberId: string }, context: EventContext) {
      const reserve = (unregisteredHolder: string | null) =>
        handleCommand({ store, stream: streamOf(data.address), decider, command: { type: 'ReserveAddress', data: { ...data, now: context.now ?? new Date(), unregisteredHolder } }, context });
      try {
        return await reserve(null);
      } catch (error) {
        if (!isDomainError(error, kind.taken.code)) throw error;
        const holder = await holderOf(store, data.address);
        if (holder === null || (await isRegistered(store, holder))) throw error;
        return reserve(holder);
      }
    },
    /** Gives up the member's hold on an address: the next signup or change may take it. */
    release: (store: EventStore, data: { address: string; memberId: string }, context: EventContext) =>
      handleCommand({ store, stream: streamOf(data.address), decider, command: { type: 'ReleaseAddress', data: { memberId: data.memberId } }, context }),
  };
};
