import type { MatchClosed, MatchOpened, MessageSent, MessagesDelivered, MessagesRead, MessageTranslated, MessageUnsent, NewEventOf } from '@sankofa/events';


/** Everything `match-<id>` holds. */
export type ConversationEvent = NewEventOf<
  typeof MatchOpened | typeof MessageSent | typeof MessageTranslated | typeof MatchClosed | typeof MessagesDelivered | typeof MessagesRead | typeof MessageUnsent
>;

/** How far each member's client got (delivered) and each member read, as message numbers (1 is the first message). */
export interface Marks {
  delivered: number;
  read: number;
}

export interface Translation {
  targetLanguage: string;
  translatedContent: string;
  sourceLanguage: string | null;
}

/** What a voice message adds to a message (issue 12); absent on text. */
export interface VoiceFields {
  messageType?: 'text' | 'voice';
  voiceUrl?: string;
  voiceDuration?: number;
}

/** The one message a command is about (a translation), with the translations already recorded for it, by member. */
export interface FocusedMessage extends VoiceFields {
  messageId: string;
  senderId: string;
  content: string;
  originalLanguage: string | null;
  sentAt: string;
  /** Its number in the conversation, 1 for the first: receipts compare these. */
  sequence: number;
  translations: Readonly<Record<string, Translation>>;
  /** Its sender took it back (issue 23). */
  unsent: boolean;
  /** The detector flagged it and its sender confirmed it (issue 23). */
  flagged: boolean;
}

/**
 * A conversation keeps no list of its messages: no decision needs them all, and a long chat would
 * make every send fold them. A decision about one message folds with that message in focus.
 */
export type Conversation =
  | { status: 'none' }
  | {
      status: 'open' | 'closed';
      matchId: string;
      members: readonly [string, string];
      focus: FocusedMessage | null;
      messageCount: number;
      marks: Readonly<Record<string, Marks>>;
    };

export const NO_MARKS: Marks = { delivered: 0, read: 0 };

export const initialConversation: Conversation = { status: 'none' };

export const isMemberOf = (conversation: Conversation, memberId: string): conversation is Extract<Conversation, { members: unknown }> =>
  conversation.status !== 'none' && conversation.members.includes(memberId);

export const otherMemberOf = (conversation: Extract<Conversation, { members: unknown }>, memberId: string): string =>
  conversation.members[0] === memberId ? conversation.members[1] : conversation.members[0];

/** `evolve` for a decision about `focusMessageId` (or about no message: null). */
export const evolveConversation =
  (focusMessageId: string | null) =>
  (conversation: Conversation, event: ConversationEvent): Conversation => {
    if (event.type === 'MatchOpened') {
      const { matchId, userId1, userId2 } = event.data;
      return { status: 'open', matchId, members: [userId1, userId2], focus: null, messageCount: 0, marks: {} };
    }
    if (conversation.status === 'none') return conversation;
    switch (event.type) {
      case 'MessageSent': {
        const counted = { ...conversation, messageCount: conversation.messageCount + 1 };
        if (event.data.messageId !== focusMessageId) return counted;
        const { messageId, senderId, content, originalLanguage, messageType, voiceUrl, voiceDuration, flagged = false } = event.data;
        const voice = messageType === 'voice' ? { messageType, voiceUrl, voiceDuration } : {};
        const focus = { messageId, senderId, content, originalLanguage, ...voice, sentAt: event.metadata.occurredAt, sequence: counted.messageCount, translations: {}, unsent: false, flagged };
        return { ...counted, focus };
      }
      case 'MessagesDelivered':
      case 'MessagesRead': {
        const { memberId, messageNumber } = event.data;
        const marks = conversation.marks[memberId] ?? NO_MARKS;
        const delivered = Math.max(marks.delivered, messageNumber);
        const moved = event.type === 'MessagesRead' ? { delivered, read: Math.max(marks.read, messageNumber) } : { ...marks, delivered };
        return { ...conversation, marks: { ...conversation.marks, [memberId]: moved } };
      }
      case 'MessageTranslated': {
        const { focus } = conversation;
        if (!focus || event.data.messageId !== focus.messageId) return conversation;
        const { forMemberId, targetLanguage, translatedContent, sourceLanguage } = event.data;
        return { ...conversation, focus: { ...focus, translations: { ...focus.translations, [forMemberId]: { targetLanguage, translatedContent, sourceLanguage } } } };
      }
      case 'MatchClosed':
        return { ...conversation, status: 'closed' };
      case 'MessageUnsent': {
        const { focus } = conversation;
        return focus?.messageId === event.data.messageId ? { ...conversation, focus: { ...focus, unsent: true } } : conversation;
      }
      default: {
        const _unhandled: never = event;
        return conversation;
      }
    }
  };
