import { isDeepStrictEqual } from 'node:util';
import { MatchOptimizationRequested, MatchPreferencesSaved, MemberRegistered, eventsOf, newEvent, type MatchPreferences, type NewEventOf } from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';

export type AiMatchingCommand =
  | { type: 'SaveMatchPreferences'; memberId: string; preferences: MatchPreferences }
  | { type: 'OptimizeMatches'; memberId: string };

type AiMatchingEvent = NewEventOf<typeof MemberRegistered | typeof MatchPreferencesSaved | typeof MatchOptimizationRequested>;

interface AiMatchingState {
  registered: boolean;
  preferences: MatchPreferences | null;
}

/** On the member's stream. The screen saves on every slider move, so a save that changes nothing appends nothing. */
export const aiMatching: Decider<AiMatchingState, AiMatchingCommand, AiMatchingEvent> = {
  handles: eventsOf(MemberRegistered, MatchPreferencesSaved, MatchOptimizationRequested),
  initialState: { registered: false, preferences: null },
  evolve: (state, event) => {
    switch (event.type) {
      case 'MemberRegistered':
        return { ...state, registered: true };
      case 'MatchPreferencesSaved': {
        const { memberId: _memberId, ...preferences } = event.data;
        return { ...state, preferences };
      }
      default:
        return state;
    }
  },
  decide: (command, state, context) => {
    if (!state.registered) throw new DomainError('not_found', 'Member not found');
    switch (command.type) {
      case 'SaveMatchPreferences':
        return isDeepStrictEqual(state.preferences, command.preferences)
          ? []
          : [newEvent(MatchPreferencesSaved, { ...command.preferences, memberId: command.memberId }, context)];
      case 'OptimizeMatches':
        // Every press recomputes: the projector scores the member's recommendations again.
        return [newEvent(MatchOptimizationRequested, { memberId: command.memberId }, context)];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
