import { describe, expect, it } from 'vitest';
import { AppError } from '@sankofa/server-kit';
import { checkMediaType, type MediaKind } from './check-media-type.ts';
import * as files from './test-files.ts';

const refusal = (kind: MediaKind, bytes: Buffer) => {
  try {
    checkMediaType(kind, bytes);
  } catch (error) {
    return error;
  }
  throw new Error('accepted');
};

describe('checkMediaType', () => {
  it.each([
    ['photo', files.TINY_PNG, 'image/png'],
    ['photo', files.JPEG_HEADER, 'image/jpeg'],
    ['photo', files.GIF_HEADER, 'image/gif'],
    ['photo', files.WEBP_HEADER, 'image/webp'],
    ['audio', files.WEBM_HEADER, 'audio/webm'],
    ['audio', files.OGG_HEADER, 'audio/ogg'],
    ['audio', files.M4A_HEADER, 'audio/mp4'],
    ['audio', files.MP3_ID3_HEADER, 'audio/mpeg'],
    ['audio', files.MP3_FRAME_HEADER, 'audio/mpeg'],
    ['video', files.WEBM_HEADER, 'video/webm'],
    ['video', files.MP4_HEADER, 'video/mp4'],
  ] as const)('recognises a %s from its first bytes (%#) as %s', (kind, bytes, contentType) => {
    expect(checkMediaType(kind, bytes)).toBe(contentType);
  });

  it('refuses a text file whatever it is called, with a 415 naming the accepted types', () => {
    const error = refusal('photo', Buffer.from('just some text pretending to be holiday.png'));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 415,
      code: 'unsupported_media_type',
      message: 'This photo is not a supported file: upload JPEG, PNG, WebP or GIF',
      details: { accepted: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] },
    });
  });

  it('refuses SVG uploads, which can carry scripts', () => {
    expect(refusal('photo', files.SVG_FILE)).toMatchObject({ status: 415 });
  });

  it.each([
    ['photo', files.WEBM_HEADER],
    ['video', files.TINY_PNG],
    ['video', files.OGG_HEADER],
    ['video', files.MP3_ID3_HEADER],
    ['video', files.MATROSKA_HEADER],
    ['video', files.QUICKTIME_HEADER],
    ['audio', files.ADTS_AAC_HEADER],
    ['audio', Buffer.alloc(0)],
  ] as const)('refuses a %s that is something else (%#)', (kind, bytes) => {
    expect(refusal(kind, bytes)).toMatchObject({ status: 415 });
  });
});
