import {
  AccountHeldForReview,
  AccountHoldReleased,
  MemberRegistered,
  MemberSuspended,
  eventsOf,
  memberStream,
  newEvent,
  type EventContext,
  type EventStore,
  type HoldReason,
  type NewEventOf,
} from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';
import { createStreamStates, readFolded, type StreamStates } from '../stream-states.ts';

export type HoldAccount = { type: 'HoldAccount'; data: { memberId: string; reasons: HoldReason[] } };
export type ReleaseHold = { type: 'ReleaseHold'; data: { memberId: string; adminId: string } };
export type HoldCommand = HoldAccount | ReleaseHold;

type HoldEvent = NewEventOf<typeof MemberRegistered | typeof AccountHeldForReview | typeof AccountHoldReleased | typeof MemberSuspended>;

/** On `member-<id>`: whether the account is held for review now. A suspension ends the hold: the account is out altogether. */
export interface Hold {
  registered: boolean;
  held: boolean;
}

const evolve = (hold: Hold, event: HoldEvent): Hold => {
  switch (event.type) {
    case 'MemberRegistered':
      return { ...hold, registered: true };
    case 'AccountHeldForReview':
      return { ...hold, held: true };
    case 'AccountHoldReleased':
    case 'MemberSuspended':
      return { ...hold, held: false };
    default: {
      const _unhandled: never = event;
      return hold;
    }
  }
};

const decide = (command: HoldCommand, hold: Hold, context: EventContext): HoldEvent[] => {
  if (!hold.registered) throw new DomainError('member_not_found', 'Member not found');
  switch (command.type) {
    case 'HoldAccount':
      return hold.held ? [] : [newEvent(AccountHeldForReview, command.data, context)];
    case 'ReleaseHold':
      if (!hold.held) throw new DomainError('account_not_held', 'This account is not held for review');
      if (command.data.adminId === command.data.memberId) throw new DomainError('cannot_moderate_self', 'You cannot moderate yourself');
      return [newEvent(AccountHoldReleased, { memberId: command.data.memberId, decidedBy: command.data.adminId }, context)];
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled command ${String(unhandled)}`);
    }
  }
};

/** Held once (evidence found again while held adds nothing); released only while held. */
export const holdDecider: Decider<Hold, HoldCommand, HoldEvent> = {
  handles: eventsOf(MemberRegistered, AccountHeldForReview, AccountHoldReleased, MemberSuspended),
  initialState: { registered: false, held: false },
  evolve,
  decide,
};

export const ACCOUNT_HELD = 'Your account is being reviewed for suspicious activity. You can send messages again once a moderator has looked at it.';

// The members sending messages on one instance at a time; a hold's fold is two booleans.
const KEPT_HOLDS = 10_000;
const keptHolds = new WeakMap<EventStore, StreamStates<Hold>>();

/** Each event store's kept holds: a member's stream is read from where this process last left it, not from its start at every message. */
const holdsKeptFor = (store: EventStore): StreamStates<Hold> => {
  const kept = keptHolds.get(store) ?? createStreamStates<Hold>(KEPT_HOLDS);
  keptHolds.set(store, kept);
  return kept;
};

/** Before a held account's message is recorded: 403 `account_held`. */
export const refuseWhileHeld = async (store: EventStore, memberId: string): Promise<void> => {
  const { state } = await readFolded(store, memberStream(memberId), holdDecider, holdsKeptFor(store));
  if (state.held) throw new DomainError('account_held', ACCOUNT_HELD);
};
