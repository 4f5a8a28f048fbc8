import type { MessageStatus, MessageView } from '@sankofa/contracts';
import type { MessageRow } from '@sankofa/projections/matches';

/** A message row joined with the reader's translation and the sender's name and photos. */
export interface MessageRead extends Omit<MessageRow, 'position'> {
  target_language: string | null;
  translated_content: string | null;
  sender_name: string | null;
  sender_photos: string[] | null;
  /** On the reader's own messages; null on the other member's. */
  status: MessageStatus | null;
}

export const toMessageView = (row: MessageRead): MessageView => ({
  id: row.id,
  matchId: row.match_id,
  senderId: row.sender_id,
  content: row.content,
  createdAt: row.created_at.toISOString(),
  isTranslated: row.translated_content !== null,
  translatedContent: row.translated_content,
  translatedLanguage: row.target_language,
  originalLanguage: row.original_language,
  sender: { name: row.sender_name ?? '', photos: row.sender_photos ?? [] },
  status: row.status,
  messageType: row.message_type,
  voiceUrl: row.voice_url,
  voiceDuration: row.voice_duration,
  flagged: row.flagged,
});

export type { MessageView };
