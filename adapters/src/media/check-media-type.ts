import { AppError } from '@sankofa/server-kit';

export type MediaKind = 'photo' | 'audio' | 'video';

const MEGABYTE = 1024 * 1024;

/**
 * The size limit of each kind of upload. The largest (a 50 MB video bio) is also the gateway's
 * body limit, plus the multipart envelope (deploy/gateway.nginx.conf `client_max_body_size`).
 */
export const MEDIA_SIZE_LIMITS: Readonly<Record<MediaKind, number>> = { photo: 10 * MEGABYTE, audio: 10 * MEGABYTE, video: 50 * MEGABYTE };

/** The largest upload any route takes. */
export const LARGEST_UPLOAD_BYTES = Math.max(...Object.values(MEDIA_SIZE_LIMITS));

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');
const startsWith = (bytes: Buffer, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

const isJpeg = (bytes: Buffer) => startsWith(bytes, [0xff, 0xd8, 0xff]);
const isPng = (bytes: Buffer) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isGif = (bytes: Buffer) => ['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6));
const isWebp = (bytes: Buffer) => ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP';
// EBML header whose DocType is webm (Matroska files of other flavours are refused).
const isWebm = (bytes: Buffer) => startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(bytes, 4, 64).includes('webm');
const isOgg = (bytes: Buffer) => ascii(bytes, 0, 4) === 'OggS';
// ISO base media (MP4, M4A): a `ftyp` box first; QuickTime's own brand is not MP4.
const isMp4 = (bytes: Buffer) => ascii(bytes, 4, 8) === 'ftyp' && ascii(bytes, 8, 12) !== 'qt  ';
// MP3: an ID3 tag, or an MPEG audio frame sync whose layer bits are set (ADTS AAC has layer 0).
const isMpegAudio = (bytes: Buffer) =>
  ascii(bytes, 0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0 && ((bytes[1] ?? 0) & 0x06) !== 0);

interface Accepted {
  contentType: string;
  name: string;
  matches(bytes: Buffer): boolean;
}

const ACCEPTED: Readonly<Record<MediaKind, readonly Accepted[]>> = {
  photo: [
    { contentType: 'image/jpeg', name: 'JPEG', matches: isJpeg },
    { contentType: 'image/png', name: 'PNG', matches: isPng },
    { contentType: 'image/webp', name: 'WebP', matches: isWebp },
    { contentType: 'image/gif', name: 'GIF', matches: isGif },
  ],
  audio: [
    { contentType: 'audio/webm', name: 'WebM', matches: isWebm },
    { contentType: 'audio/ogg', name: 'Ogg', matches: isOgg },
    { contentType: 'audio/mp4', name: 'MP4/M4A', matches: isMp4 },
    { contentType: 'audio/mpeg', name: 'MP3', matches: isMpegAudio },
  ],
  video: [
    { contentType: 'video/webm', name: 'WebM', matches: isWebm },
    { contentType: 'video/mp4', name: 'MP4', matches: isMp4 },
  ],
};

const acceptedNames = (kind: MediaKind) => {
  const names = ACCEPTED[kind].map((accepted) => accepted.name);
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
};

/**
 * The content type of `bytes` told by their first bytes, never by a file name or a header the
 * client chose; anything else (SVG, which can carry scripts, included) is a 415.
 */
export const checkMediaType = (kind: MediaKind, bytes: Buffer): string => {
  const accepted = ACCEPTED[kind].find((candidate) => candidate.matches(bytes));
  if (!accepted) {
    throw new AppError(415, 'unsupported_media_type', `This ${kind} is not a supported file: upload ${acceptedNames(kind)}`, {
      accepted: ACCEPTED[kind].map((candidate) => candidate.contentType),
    });
  }
  return accepted.contentType;
};
