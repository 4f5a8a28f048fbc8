import { isDeepStrictEqual } from 'node:util';
import { ChatPrivacySaved, MemberRegistered, eventsOf, newEvent, type NewEventOf } from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';

export interface ChatPrivacySettings {
  showActivityStatus: boolean;
  sendReadReceipts: boolean;
}

export type SaveChatPrivacy = { type: 'SaveChatPrivacy'; memberId: string } & ChatPrivacySettings;

type ChatPrivacyEvent = NewEventOf<typeof MemberRegistered | typeof ChatPrivacySaved>;

interface ChatPrivacyState {
  registered: boolean;
  privacy: ChatPrivacySettings;
}

/** Both on until saved. A save that changes nothing appends nothing. */
export const chatPrivacyDecider: Decider<ChatPrivacyState, SaveChatPrivacy, ChatPrivacyEvent> = {
  handles: eventsOf(MemberRegistered, ChatPrivacySaved),
  initialState: { registered: false, privacy: { showActivityStatus: true, sendReadReceipts: true } },
  evolve: (state, event) => {
    switch (event.type) {
      case 'MemberRegistered':
        return { ...state, registered: true };
      case 'ChatPrivacySaved':
        return { ...state, privacy: { showActivityStatus: event.data.showActivityStatus, sendReadReceipts: event.data.sendReadReceipts } };
      default: {
        const _unhandled: never = event;
        return state;
      }
    }
  },
  decide: ({ memberId, showActivityStatus, sendReadReceipts }, state, context) => {
    if (!state.registered) throw new DomainError('not_found', 'Member not found');
    const privacy = { showActivityStatus, sendReadReceipts };
    return isDeepStrictEqual(state.privacy, privacy) ? [] : [newEvent(ChatPrivacySaved, { memberId, ...privacy }, context)];
  },
};
