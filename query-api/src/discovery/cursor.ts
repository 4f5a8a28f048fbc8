import { z } from 'zod';
import type { RankKey } from './ranking.ts';

const encoded = z.tuple([z.union([z.literal(0), z.literal(1)]), z.union([z.literal(0), z.literal(1)]), z.number().int().min(0).max(100), z.string().min(1).max(200)]);

/** The keyset cursor: the last profile's place in the list, opaque to clients (base64url JSON). */
export const encodeCursor = (key: RankKey): string =>
  Buffer.from(JSON.stringify([Number(key.isBoosted), Number(key.verifiedFirst), key.compatibility, key.id])).toString('base64url');

export const decodeCursor = (cursor: string): RankKey | null => {
  try {
    const parsed = encoded.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    if (!parsed.success) return null;
    const [isBoosted, verifiedFirst, compatibility, id] = parsed.data;
    return { isBoosted: isBoosted === 1, verifiedFirst: verifiedFirst === 1, compatibility, id };
  } catch {
    return null;
  }
};
