import { ContactBlocksCleared, ContactNumbersBlocked, MemberRegistered, eventsOf, newEvent, type EventContext, type NewEventOf } from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';

/** The most numbers one member may block: a whole phone book, not a directory. */
export const MAX_BLOCKED_NUMBERS = 5000;

/** The numbers arrive hashed (the route hashes them before deciding): the decider never sees a digit. */
export type BlockContactNumbers = { type: 'BlockContactNumbers'; data: { memberId: string; phoneHashes: string[] } };
export type ClearContactBlocks = { type: 'ClearContactBlocks'; data: { memberId: string } };
export type ContactBlockCommand = BlockContactNumbers | ClearContactBlocks;

type ContactBlockEvent = NewEventOf<typeof MemberRegistered | typeof ContactNumbersBlocked | typeof ContactBlocksCleared>;

export interface ContactBlocks {
  registered: boolean;
  phoneHashes: ReadonlySet<string>;
}

const evolve = (blocks: ContactBlocks, event: ContactBlockEvent): ContactBlocks => {
  switch (event.type) {
    case 'MemberRegistered':
      return { ...blocks, registered: true };
    case 'ContactNumbersBlocked':
      return { ...blocks, phoneHashes: new Set([...blocks.phoneHashes, ...event.data.phoneHashes]) };
    case 'ContactBlocksCleared':
      return { ...blocks, phoneHashes: new Set() };
    default: {
      const _unhandled: never = event;
      return blocks;
    }
  }
};

const decide = (command: ContactBlockCommand, blocks: ContactBlocks, context: EventContext): ContactBlockEvent[] => {
  if (!blocks.registered) throw new DomainError('member_not_found', 'Member not found');
  const { memberId } = command.data;
  switch (command.type) {
    case 'BlockContactNumbers': {
      const added = [...new Set(command.data.phoneHashes)].filter((hash) => !blocks.phoneHashes.has(hash));
      if (added.length === 0) return [];
      if (blocks.phoneHashes.size + added.length > MAX_BLOCKED_NUMBERS) {
        throw new DomainError('validation_failed', `You can block at most ${MAX_BLOCKED_NUMBERS} phone numbers`);
      }
      return [newEvent(ContactNumbersBlocked, { memberId, phoneHashes: added }, context)];
    }
    case 'ClearContactBlocks':
      return blocks.phoneHashes.size === 0 ? [] : [newEvent(ContactBlocksCleared, { memberId }, context)];
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled command ${String(unhandled)}`);
    }
  }
};

/** On `member-<id>`: numbers already blocked are recorded once; clearing an empty list records nothing. */
export const contactBlocksDecider: Decider<ContactBlocks, ContactBlockCommand, ContactBlockEvent> = {
  handles: eventsOf(MemberRegistered, ContactNumbersBlocked, ContactBlocksCleared),
  initialState: { registered: false, phoneHashes: new Set() },
  evolve,
  decide,
};
