import { v7 as uuidv7 } from 'uuid';
import { GIFT_CATALOG, type GiftId } from '@sankofa/contracts';
import { matchStream, type EventContext, type EventStore } from '@sankofa/events';
import { conversationDecider, resolveMatchId } from '../chat/index.ts';
import { isMemberOf } from '../chat/conversation.ts';
import { readConversation } from '../chat/read-conversation.ts';
import { DomainError } from '../domain-error.ts';
import { handleCommand } from '../handle-command.ts';

/** The chat line a gift is: the marker, the gift and its meaning, then the sender's words. */
export const giftMessage = (giftId: GiftId, message: string | undefined): string => {
  const gift = GIFT_CATALOG.find(({ id }) => id === giftId)!;
  return `🎁 ${gift.name}: ${gift.meaning}${message ? `\n${message}` : ''}`;
};

/** The open match a gift goes to, checked before the item is used so a gift to no one costs nothing. */
export const giftMatchOf = async (store: EventStore, memberId: string, target: string | null | undefined, giftId: GiftId | undefined, context: EventContext) => {
  if (!target || !giftId) throw new DomainError('validation_failed', 'A gift needs a match (targetUserId) and a gift (giftId)');
  const matchId = await resolveMatchId({ store }, memberId, target, context);
  const conversation = await readConversation(store, matchId);
  if (!isMemberOf(conversation, memberId)) throw new DomainError('match_not_found', 'Match not found');
  if (conversation.status === 'closed') throw new DomainError('match_closed', 'This match has ended');
  return matchId;
};

/** Sent as a chat message, so it shows in the conversation and reaches the receiver live like any message. */
export const sendGift = (store: EventStore, { matchId, senderId, content }: { matchId: string; senderId: string; content: string }, context: EventContext) =>
  handleCommand({
    store,
    stream: matchStream(matchId),
    decider: conversationDecider(),
    command: { type: 'SendMessage', data: { matchId, messageId: uuidv7(), senderId, content, originalLanguage: null } },
    context,
  });
