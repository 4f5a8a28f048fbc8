import { catalog, matchStream, type EventStore } from '@sankofa/events';
import type { Conversation, ConversationEvent } from './conversation.ts';
import { conversationDecider } from './decide.ts';

/** The conversation as a decision about `focusMessageId` sees it, for checks that must come before costly work (asking the translator). */
export const readConversation = async (store: EventStore, matchId: string, focusMessageId: string | null = null): Promise<Conversation> => {
  const { initialState, evolve } = conversationDecider(focusMessageId);
  let conversation = initialState;
  for await (const event of store.readStream(matchStream(matchId))) conversation = evolve(conversation, catalog.parse(event) as ConversationEvent);
  return conversation;
};
