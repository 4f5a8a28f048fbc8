import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A reset link's token: `<memberId>.<32 random bytes, base64url>`. The member id lets the confirm
 * load her stream without a lookup table; only the secret's SHA-256 is ever stored.
 */
export interface ResetToken {
  memberId: string;
  secret: string;
}

export const newResetToken = (memberId: string): ResetToken => ({ memberId, secret: randomBytes(32).toString('base64url') });
export const formatResetToken = ({ memberId, secret }: ResetToken): string => `${memberId}.${secret}`;

/** The contract has checked the shape (`resetTokenField`). */
export const parseResetToken = (token: string): ResetToken => {
  const [memberId = '', secret = ''] = token.split('.');
  return { memberId, secret };
};

export const hashResetSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** In constant time, so how long a comparison takes says nothing about how much of a hash was right. */
export const sameHash = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
