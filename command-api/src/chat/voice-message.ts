import { VOICE_MESSAGE_TEXT, mediaKeyOfUrl } from '@sankofa/contracts';
import { contentTypeOfKey, isMediaKey, type MediaStorage } from '@sankofa/adapters/media';
import { AppError, ValidationError } from '@sankofa/server-kit';
import type { VoiceFields } from './conversation.ts';

type SentBody = { messageType: 'text' | 'voice'; content?: string; voiceUrl?: string; voiceDuration?: number };

/** A voice message names a recording this app stored (POST /api/media, kind audio), not any URL. */
const storedVoiceUrl = async (storage: MediaStorage | undefined, url: string): Promise<string> => {
  if (!storage) throw new AppError(503, 'media_unavailable', 'Voice messages are not available right now');
  const key = mediaKeyOfUrl(url) ?? '';
  const isRecording = isMediaKey(key) && contentTypeOfKey(key)?.startsWith('audio/') && (await storage.get(key)) !== null;
  if (!isRecording) throw new ValidationError('body.voiceUrl: must be the URL of an audio recording uploaded through POST /api/media');
  return url;
};

/** The text and voice fields of a message as sent: a voice message's text is 'Voice message'. */
export const messageContentOf = async (storage: MediaStorage | undefined, body: SentBody): Promise<{ content: string; voice: VoiceFields }> => {
  if (body.messageType !== 'voice') return { content: body.content ?? '', voice: {} };
  const voiceUrl = await storedVoiceUrl(storage, body.voiceUrl ?? '');
  return { content: VOICE_MESSAGE_TEXT, voice: { messageType: 'voice', voiceUrl, voiceDuration: body.voiceDuration } };
};
