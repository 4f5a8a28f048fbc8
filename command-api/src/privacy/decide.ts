import { DiscoveryPrivacySaved, MemberRegistered, eventsOf, newEvent, type DistanceVisibility, type NewEventOf } from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';

export interface SavePrivacySettings {
  type: 'SavePrivacySettings';
  memberId: string;
  distanceVisibility: DistanceVisibility;
  hideFromDiscovery: boolean;
}
export type PrivacyCommand = SavePrivacySettings;

type PrivacyStreamEvent = NewEventOf<typeof MemberRegistered | typeof DiscoveryPrivacySaved>;

interface MemberPrivacy {
  registered: boolean;
  saved: { distanceVisibility: DistanceVisibility; hideFromDiscovery: boolean } | null;
}

const sameSettings = (saved: MemberPrivacy['saved'], command: SavePrivacySettings) =>
  saved !== null && saved.distanceVisibility === command.distanceVisibility && saved.hideFromDiscovery === command.hideFromDiscovery;

/** The member's Privacy Settings, on her own stream; saving what is already saved appends nothing. */
export const privacyDecider: Decider<MemberPrivacy, PrivacyCommand, PrivacyStreamEvent> = {
  handles: eventsOf(MemberRegistered, DiscoveryPrivacySaved),
  initialState: { registered: false, saved: null },
  evolve: (state, event) => {
    switch (event.type) {
      case 'MemberRegistered':
        return { ...state, registered: true };
      case 'DiscoveryPrivacySaved':
        return { ...state, saved: { distanceVisibility: event.data.distanceVisibility, hideFromDiscovery: event.data.hideFromDiscovery } };
      default:
        return state;
    }
  },
  decide: (command, state, context) => {
    if (!state.registered) throw new DomainError('not_found', 'Member not found');
    switch (command.type) {
      case 'SavePrivacySettings': {
        const { memberId, distanceVisibility, hideFromDiscovery } = command;
        return sameSettings(state.saved, command) ? [] : [newEvent(DiscoveryPrivacySaved, { memberId, distanceVisibility, hideFromDiscovery }, context)];
      }
      default: {
        const unknown: never = command.type;
        throw new Error(`Unknown command ${String(unknown)}`);
      }
    }
  },
};
