import { MemberRegistered, PersonalDataDownloaded, eventsOf, newEvent, type NewEventOf } from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';

export interface DownloadPersonalData {
  type: 'DownloadPersonalData';
  memberId: string;
  now: Date;
}

type PersonalDataStreamEvent = NewEventOf<typeof MemberRegistered | typeof PersonalDataDownloaded>;

/** Only whether she is a member: how often she may download is the route's rate limit. */
export interface PersonalData {
  registered: boolean;
}

/** Every download of her data is recorded on her own stream, so her security log shows each copy taken. */
export const personalDataDecider: Decider<PersonalData, DownloadPersonalData, PersonalDataStreamEvent> = {
  handles: eventsOf(MemberRegistered),
  initialState: { registered: false },
  evolve: (state, event) => (event.type === 'MemberRegistered' ? { registered: true } : state),
  decide: (command, state, context) => {
    if (!state.registered) throw new DomainError('not_found', 'Member not found');
    switch (command.type) {
      case 'DownloadPersonalData':
        return [newEvent(PersonalDataDownloaded, { memberId: command.memberId, downloadedAt: command.now.toISOString() }, context)];
      default: {
        const unknown: never = command.type;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
