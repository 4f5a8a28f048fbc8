import { coarseCoordinates } from '@sankofa/server-kit';

/** "5.6037, -0.1870": what the locate button fills in when it cannot name the place it found. */
const COORDINATES_TEXT = /^\s*([-+]?\d{1,2}(?:\.\d+)?)\s*,\s*([-+]?\d{1,3}(?:\.\d+)?)\s*$/;

/**
 * Location privacy: a location text that is a pair of coordinates would show every other member
 * where she is to the metre, on her card. It is replaced by her coarse point's (the centre of its
 * grid cell, to two decimals), which tells no more than discovery's distance bands do. Any other
 * text is the member's own words and is kept.
 */
export const coarseLocationText = (text: string): string => {
  const match = COORDINATES_TEXT.exec(text);
  if (!match) return text;
  const [latitude, longitude] = [Number(match[1]), Number(match[2])];
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return text;
  const coarse = coarseCoordinates({ latitude, longitude });
  return `${coarse.latitude.toFixed(2)}, ${coarse.longitude.toFixed(2)}`;
};
