import { Readable } from 'node:stream';
import type pg from 'pg';
import { mediaKeyOfUrl } from '@sankofa/contracts';
import type { MediaObject } from '@sankofa/adapters/media';
import { oneRow, pagedRows } from './paged-rows.ts';

/** One of her media files and where it goes in the archive. */
export interface ArchiveMedia {
  name: string;
  key: string;
}

const extensionOf = (key: string) => key.slice(key.lastIndexOf('.'));

/** Where a voice message she sent is filed in the archive (`messages.json` names it), or null for a URL not of our storage. */
export const voiceMessageFile = (messageId: string, url: string | null): string | null => {
  const key = url === null ? null : mediaKeyOfUrl(url);
  return key === null ? null : `media/voice-messages/${messageId}${extensionOf(key)}`;
};

const named = (name: (extension: string) => string, url: string | null | undefined): ArchiveMedia[] => {
  const key = url ? mediaKeyOfUrl(url) : null;
  return key === null ? [] : [{ name: name(extensionOf(key)), key }];
};

const PROFILE_MEDIA = `SELECT photos, audio_bio AS "audioBio", video_bio AS "videoBio" FROM public.members WHERE id = $1`;
const SENT_VOICE_MESSAGES = `
SELECT m.id AS key, m.id, m.voice_url AS "voiceUrl"
FROM public.messages m JOIN public.matches ma ON ma.id = m.match_id AND $1 IN (ma.user_id1, ma.user_id2)
WHERE m.sender_id = $1 AND m.voice_url IS NOT NULL AND ($2::text IS NULL OR m.id > $2) ORDER BY m.id LIMIT $3`;

/** Her photos (in profile order), audio and video bios, then every voice message she sent: the files, never others' media. */
export async function* herMedia(pool: pg.Pool, memberId: string): AsyncGenerator<ArchiveMedia> {
  const profile = await oneRow<{ photos: string[]; audioBio: string | null; videoBio: string | null }>(pool, PROFILE_MEDIA, [memberId]);
  if (profile) {
    for (const [index, url] of profile.photos.entries()) yield* named((extension) => `media/photos/${index + 1}${extension}`, url);
    yield* named((extension) => `media/audio-bio${extension}`, profile.audioBio);
    yield* named((extension) => `media/video-bio${extension}`, profile.videoBio);
  }
  for await (const { id, voiceUrl } of pagedRows<{ id: string; voiceUrl: string }>(pool, SENT_VOICE_MESSAGES, [memberId])) {
    const name = voiceMessageFile(id, voiceUrl);
    if (name !== null) yield { name, key: mediaKeyOfUrl(voiceUrl)! };
  }
}

/** The stored file's bytes, opened only when the archive reaches it, so one file is open at a time. */
export const lazyContent = (stored: MediaObject): Readable =>
  Readable.from(
    (async function* () {
      yield* await stored.open();
    })(),
  );
