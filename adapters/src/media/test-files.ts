import sharp from 'sharp';
/** Real file headers, small enough to write in a test: what the magic-byte check looks at. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG_HEADER = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
export const GIF_HEADER = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
export const WEBP_HEADER = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
/** EBML header with DocType "webm", as MediaRecorder writes it. */
export const WEBM_HEADER = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0x82, 0x84]),
  Buffer.from('webm'),
]);
export const MATROSKA_HEADER = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0xa3, 0x42, 0x82, 0x88]), Buffer.from('matroska')]);
export const OGG_HEADER = Buffer.from('OggS\x00\x02', 'latin1');
export const MP4_HEADER = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom\x00\x00\x02\x00isomiso2mp41', 'latin1')]);
export const M4A_HEADER = Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypM4A \x00\x00\x00\x00M4A mp42isom', 'latin1')]);
export const QUICKTIME_HEADER = Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  \x00\x00\x02\x00qt  ', 'latin1')]);
export const MP3_ID3_HEADER = Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1');
export const MP3_FRAME_HEADER = Buffer.from([0xff, 0xfb, 0x90, 0x64]);
export const ADTS_AAC_HEADER = Buffer.from([0xff, 0xf1, 0x50, 0x80]);
export const SVG_FILE = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/**
 * A real photo of one colour (a JPEG unless asked otherwise), for the photo pipeline: two colours are
 * two photos, as two files of one picture are one. `exif` writes camera metadata into it, GPS included.
 */
export const testPhoto = async (
  { width, height, colour, format = 'jpeg', exif, orientation }: { width: number; height: number; colour: string; format?: 'jpeg' | 'png'; exif?: sharp.Exif; orientation?: number },
): Promise<Buffer> => {
  let image = sharp({ create: { width, height, channels: 3, background: colour } });
  if (exif) image = image.withExif(exif);
  if (orientation) image = image.withMetadata({ orientation });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
};
