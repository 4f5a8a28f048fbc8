import type { MessageView } from '@sankofa/contracts';
import { nameOf, type ChatMember } from './chat-member.ts';
import type { FocusedMessage, Translation } from './conversation.ts';

/** A message as the chat screen shows it to one member, with that member's translation (the contract's `MessageView`, which the query side answers too). */
export const messageView = (matchId: string, message: Omit<FocusedMessage, 'translations' | 'sequence' | 'unsent' | 'flagged'> & { flagged?: boolean }, sender: ChatMember | null, translation: Translation | null = null): MessageView => ({
  id: message.messageId,
  matchId,
  senderId: message.senderId,
  content: message.content,
  createdAt: message.sentAt,
  isTranslated: translation !== null,
  translatedContent: translation?.translatedContent ?? null,
  translatedLanguage: translation?.targetLanguage ?? null,
  originalLanguage: message.originalLanguage,
  sender: sender ? { name: nameOf(sender), photos: sender.photos } : { name: '', photos: [] },
  // The send route answers its sender 'sent'; other answers leave the ticks to the query side.
  status: null,
  messageType: message.messageType ?? 'text',
  voiceUrl: message.voiceUrl ?? null,
  voiceDuration: message.voiceDuration ?? null,
  flagged: message.flagged ?? false,
});
