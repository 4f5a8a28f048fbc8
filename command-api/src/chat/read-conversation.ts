import { matchStream, type EventStore } from '@sankofa/events';
import { readFolded } from '../stream-states.ts';
import type { Conversation } from './conversation.ts';
import { conversationDecider } from './decide.ts';

/** The conversation as a decision about `focusMessageId` sees it, for checks that must come before costly work (asking the translator). */
export const readConversation = async (store: EventStore, matchId: string, focusMessageId: string | null = null): Promise<Conversation> =>
  (await readFolded(store, matchStream(matchId), conversationDecider(focusMessageId))).state;
