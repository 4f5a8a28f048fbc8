import sharp from 'sharp';

/**
 * A 64-bit difference hash (dHash) as 16 hex digits: the picture in grey at 9 × 8, each bit
 * whether a pixel is brighter than its right neighbour. A photo re-encoded, resized or lightly
 * edited keeps nearly all its bits; another photo shares about half.
 */
export const perceptualHash = async (image: Buffer): Promise<string> => {
  const grey = await sharp(image).rotate().greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let bits = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) bits = (bits << 1n) | (grey[y * 9 + x]! > grey[y * 9 + x + 1]! ? 1n : 0n);
  }
  return bits.toString(16).padStart(16, '0');
};

/** How many of two hashes' 64 bits differ: up to about 10 is the same photo. */
export const hashDistance = (a: string, b: string): number => {
  let differing = BigInt.asUintN(64, BigInt(`0x${a}`) ^ BigInt(`0x${b}`));
  let count = 0;
  for (; differing > 0n; differing >>= 1n) count += Number(differing & 1n);
  return count;
};
