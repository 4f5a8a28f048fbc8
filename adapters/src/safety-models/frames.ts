import sharp from 'sharp';

/** A camera frame is kept (and analysed) at most this large: the capture step sends 320–480 px. */
const FRAME_MAX_PIXELS = 640;

/**
 * A camera still sent by a client, re-encoded as a JPEG of at most 640 px without its metadata (what is
 * analysed and kept is a picture we wrote), or null when the bytes are no picture sharp reads.
 */
export const normaliseFrame = async (bytes: Buffer): Promise<Buffer | null> => {
  try {
    return await sharp(bytes, { failOn: 'error', limitInputPixels: 4096 * 4096 })
      .rotate()
      .resize({ width: FRAME_MAX_PIXELS, height: FRAME_MAX_PIXELS, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    return null;
  }
};
