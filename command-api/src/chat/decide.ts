import { MatchClosed, MatchOpened, MessageSent, MessagesDelivered, MessagesRead, MessageTranslated, MessageUnsent, eventsOf, newEvent, type EventContext } from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';
import { NO_MARKS, evolveConversation, initialConversation, isMemberOf, otherMemberOf, type Conversation, type ConversationEvent, type FocusedMessage, type VoiceFields } from './conversation.ts';

export const MAX_MESSAGE_LENGTH = 2000;
export const MATCH_NOT_FOUND = 'Match not found';
export const MATCH_ENDED = 'This match has ended';

export type SendMessage = {
  type: 'SendMessage';
  data: { matchId: string; messageId: string; senderId: string; content: string; originalLanguage: string | null; flagged?: boolean } & VoiceFields;
};

/** How long after sending a member may take her message back. */
export const UNSEND_WINDOW_MINUTES = 10;
/** Decided with the message in focus, at `now`. */
export type UnsendMessage = { type: 'UnsendMessage'; data: { matchId: string; messageId: string; memberId: string; now: Date } };

/** The longest voice message, in seconds (the contract refuses longer ones first). */
export const MAX_VOICE_SECONDS = 120;
/** The translation is made beforehand (the provider is I/O); the decision is only whether to record it. */
export type RecordTranslation = {
  type: 'RecordTranslation';
  data: { matchId: string; messageId: string; forMemberId: string; targetLanguage: string; translatedContent: string; sourceLanguage: string | null };
};
export type CloseMatch = { type: 'CloseMatch'; data: { matchId: string; byMemberId: string; reason: 'unmatch' | 'block' } };

/** The member's client got (delivered) or the member saw (read) every message up to `upToMessageId`; decided with that message in focus. */
export type MarkMessages = { type: 'MarkMessages'; data: { matchId: string; memberId: string; upToMessageId: string; mark: 'delivered' | 'read' } };

export type ConversationCommand = SendMessage | RecordTranslation | CloseMatch | MarkMessages | UnsendMessage;

/** Outsiders learn nothing, not even that the match exists. */
const matchNotFound = () => new DomainError('match_not_found', MATCH_NOT_FOUND);
const matchEnded = () => new DomainError('match_closed', MATCH_ENDED);
const messageNotFound = () => new DomainError('message_not_found', 'Message not found');

export const sendMessage = ({ data }: SendMessage, conversation: Conversation, context: EventContext): ConversationEvent[] => {
  if (!isMemberOf(conversation, data.senderId)) throw matchNotFound();
  if (conversation.status === 'closed') throw matchEnded();
  if (data.messageType === 'voice') {
    const { voiceUrl, voiceDuration } = data;
    if (!voiceUrl || !voiceDuration || voiceDuration < 1 || voiceDuration > MAX_VOICE_SECONDS) {
      throw new DomainError('validation_failed', `A voice message needs its recording and a length of 1 to ${MAX_VOICE_SECONDS} seconds`);
    }
  }
  const content = data.content.trim();
  if (content.length === 0 || content.length > MAX_MESSAGE_LENGTH) throw new DomainError('validation_failed', `content must be between 1 and ${MAX_MESSAGE_LENGTH} characters`);
  return [newEvent(MessageSent, { ...data, receiverId: otherMemberOf(conversation, data.senderId), content }, context)];
};

/** The message a member may have translated, checked before the provider is asked and again when the translation is recorded. */
export const translatableMessage = (conversation: Conversation, memberId: string, messageId: string): FocusedMessage => {
  if (!isMemberOf(conversation, memberId)) throw matchNotFound();
  if (conversation.status === 'closed') throw matchEnded();
  const message = conversation.focus;
  if (!message || message.messageId !== messageId || message.unsent) throw messageNotFound();
  return message;
};

/** Her own message, within ten minutes; taking back one already taken back records nothing, so a retry answers as the first did. */
export const unsendMessage = ({ data }: UnsendMessage, conversation: Conversation, context: EventContext): ConversationEvent[] => {
  if (!isMemberOf(conversation, data.memberId)) throw matchNotFound();
  if (conversation.status === 'closed') throw matchEnded();
  const message = conversation.focus;
  if (!message || message.messageId !== data.messageId) throw messageNotFound();
  if (message.senderId !== data.memberId) throw new DomainError('not_your_message', 'You can only unsend your own messages');
  if (message.unsent) return [];
  const sentMinutesAgo = (data.now.getTime() - new Date(message.sentAt).getTime()) / 60_000;
  if (sentMinutesAgo > UNSEND_WINDOW_MINUTES) throw new DomainError('unsend_window_passed', `A message can be unsent only within ${UNSEND_WINDOW_MINUTES} minutes of sending it`);
  return [newEvent(MessageUnsent, { matchId: data.matchId, messageId: data.messageId, senderId: data.memberId }, context)];
};

/** The same translation again (a double tap, a retried auto-translation) records nothing. */
export const recordTranslation = ({ data }: RecordTranslation, conversation: Conversation, context: EventContext): ConversationEvent[] => {
  const message = translatableMessage(conversation, data.forMemberId, data.messageId);
  const recorded = message.translations[data.forMemberId];
  if (recorded?.targetLanguage === data.targetLanguage && recorded.translatedContent === data.translatedContent) return [];
  return [newEvent(MessageTranslated, { ...data, senderId: message.senderId }, context)];
};

/** Closing a closed match records nothing, so an unmatch can be retried and a block may follow it. */
export const closeMatch = ({ data }: CloseMatch, conversation: Conversation, context: EventContext): ConversationEvent[] => {
  if (!isMemberOf(conversation, data.byMemberId)) throw matchNotFound();
  if (conversation.status === 'closed') return [];
  return [newEvent(MatchClosed, data, context)];
};

/** Receipts only move forward: one up to a message already covered (a second tab, a retry) records nothing. */
export const markMessages = ({ data }: MarkMessages, conversation: Conversation, context: EventContext): ConversationEvent[] => {
  if (!isMemberOf(conversation, data.memberId)) throw matchNotFound();
  if (conversation.status === 'closed') throw matchEnded();
  const message = conversation.focus;
  if (!message || message.messageId !== data.upToMessageId) throw messageNotFound();
  const marks = conversation.marks[data.memberId] ?? NO_MARKS;
  const { matchId, memberId, upToMessageId } = data;
  const receipt = { matchId, memberId, upToMessageId, messageNumber: message.sequence };
  if (data.mark === 'read') return message.sequence > marks.read ? [newEvent(MessagesRead, receipt, context)] : [];
  return message.sequence > marks.delivered ? [newEvent(MessagesDelivered, receipt, context)] : [];
};

const decideConversation = (command: ConversationCommand, conversation: Conversation, context: EventContext): ConversationEvent[] => {
  switch (command.type) {
    case 'SendMessage':
      return sendMessage(command, conversation, context);
    case 'RecordTranslation':
      return recordTranslation(command, conversation, context);
    case 'CloseMatch':
      return closeMatch(command, conversation, context);
    case 'MarkMessages':
      return markMessages(command, conversation, context);
    case 'UnsendMessage':
      return unsendMessage(command, conversation, context);
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled command ${JSON.stringify(unhandled)}`);
    }
  }
};

/** The decider of `match-<id>`, folding with `focusMessageId` in focus (see `Conversation`). */
export const conversationDecider = (focusMessageId: string | null = null): Decider<Conversation, ConversationCommand, ConversationEvent> => ({
  handles: eventsOf(MatchOpened, MessageSent, MessageTranslated, MatchClosed, MessagesDelivered, MessagesRead, MessageUnsent),
  initialState: initialConversation,
  evolve: evolveConversation(focusMessageId),
  decide: decideConversation,
});
