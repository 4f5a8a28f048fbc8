import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '@sankofa/server-kit';
import type { PhotoSize } from './media-key.ts';

/** The width of each size (the wire's promise, `PHOTO_SIZE_WIDTHS` of the contracts); each is at most twice as tall. */
export type PhotoWidths = Readonly<Record<PhotoSize, number>>;

/** Beyond about a 50-megapixel camera: a larger image is refused before it is decoded (a decompression bomb). */
export const MAX_PHOTO_PIXELS = 50_000_000;

export interface ResizedPhoto {
  /** WebP bytes per size, none of them with the upload's metadata. */
  sizes: Record<PhotoSize, Buffer>;
  /** Hex SHA-256 of the full size: the photo's content address. */
  sha256: string;
}

const encode = (image: sharp.Sharp, width: number): Promise<Buffer> =>
  image
    .clone()
    .resize({ width, height: width * 2, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();

/**
 * Decodes the upload and re-encodes it: turned upright as the camera held it, then written anew
 * without any of its metadata (EXIF with GPS coordinates and the camera's serial, XMP, ICC
 * profiles), in each of the screens' sizes.
 */
export const resizePhoto = async (file: string, widths: PhotoWidths): Promise<ResizedPhoto> => {
  const upright = sharp(file, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' }).rotate();
  try {
    const [thumb, card, full] = await Promise.all([encode(upright, widths.thumb), encode(upright, widths.card), encode(upright, widths.full)]);
    return { sizes: { thumb, card, full }, sha256: createHash('sha256').update(full).digest('hex') };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError(400, 'photo_too_large', `This photo has more than ${MAX_PHOTO_PIXELS / 1_000_000} megapixels: upload a smaller one`);
    }
    throw new AppError(400, 'unreadable_photo', 'This photo could not be read: upload a JPEG, PNG, WebP or GIF image that opens on your device');
  }
};
