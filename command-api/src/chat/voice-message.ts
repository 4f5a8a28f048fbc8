import { VOICE_MESSAGE_TEXT, mediaKeyOfUrl } from '@sankofa/contracts';
import { contentTypeOfKey, isPrivateMediaOf, type MediaStorage } from '@sankofa/adapters/media';
import { AppError, ValidationError } from '@sankofa/server-kit';
import type { VoiceFields } from './conversation.ts';

type SentBody = { messageType: 'text' | 'voice'; content?: string; voiceUrl?: string; voiceDuration?: number };

/**
 * A voice message names a private recording its sender stored (POST /api/media, kind audio,
 * access private), not any URL: never one a match sent her, which would pass it on to others.
 */
const storedVoiceUrl = async (storage: MediaStorage | undefined, senderId: string, url: string): Promise<string> => {
  if (!storage) throw new AppError(503, 'media_unavailable', 'Voice messages are not available right now');
  const key = mediaKeyOfUrl(url) ?? '';
  const isRecording = isPrivateMediaOf(key, senderId) && contentTypeOfKey(key)?.startsWith('audio/') && (await storage.get(key)) !== null;
  if (!isRecording) throw new ValidationError('body.voiceUrl: must be the URL of an audio recording you uploaded privately through POST /api/media');
  return url;
};

/** The text and voice fields of a message as sent by `senderId`: a voice message's text is 'Voice message'. */
export const messageContentOf = async (storage: MediaStorage | undefined, senderId: string, body: SentBody): Promise<{ content: string; voice: VoiceFields }> => {
  if (body.messageType !== 'voice') return { content: body.content ?? '', voice: {} };
  const voiceUrl = await storedVoiceUrl(storage, senderId, body.voiceUrl ?? '');
  return { content: VOICE_MESSAGE_TEXT, voice: { messageType: 'voice', voiceUrl, voiceDuration: body.voiceDuration } };
};
