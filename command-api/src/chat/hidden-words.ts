import { isDeepStrictEqual } from 'node:util';
import { HiddenWordsSaved, MemberRegistered, eventsOf, newEvent, type NewEventOf } from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';

/** The whole list, as the contract cleaned it (trimmed, lower case, each once). */
export type SaveHiddenWords = { type: 'SaveHiddenWords'; memberId: string; words: readonly string[] };

type HiddenWordsEvent = NewEventOf<typeof MemberRegistered | typeof HiddenWordsSaved>;

interface HiddenWordsState {
  registered: boolean;
  words: readonly string[];
}

/** On `member-<id>` (issue 23): none until saved; saving the same list again appends nothing. */
export const hiddenWordsDecider: Decider<HiddenWordsState, SaveHiddenWords, HiddenWordsEvent> = {
  handles: eventsOf(MemberRegistered, HiddenWordsSaved),
  initialState: { registered: false, words: [] },
  evolve: (state, event) => {
    switch (event.type) {
      case 'MemberRegistered':
        return { ...state, registered: true };
      case 'HiddenWordsSaved':
        return { ...state, words: event.data.words };
      default: {
        const _unhandled: never = event;
        return state;
      }
    }
  },
  decide: ({ memberId, words }, state, context) => {
    if (!state.registered) throw new DomainError('not_found', 'Member not found');
    return isDeepStrictEqual(state.words, words) ? [] : [newEvent(HiddenWordsSaved, { memberId, words: [...words] }, context)];
  },
};
