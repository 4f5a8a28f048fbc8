import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an e-mailed verification link carries: whose request it confirms. Its expiry is the request's, kept on the stream. */
export interface EmailLinkClaims {
  memberId: string;
  requestId: string;
}

const signatureOf = (secret: string, payload: string) => createHmac('sha256', `verification-email-link:${secret}`).update(payload).digest('base64url');

export const signEmailLink = (secret: string, claims: EmailLinkClaims): string => {
  const payload = Buffer.from(JSON.stringify([claims.memberId, claims.requestId])).toString('base64url');
  return `${payload}.${signatureOf(secret, payload)}`;
};

/** The claims of a token this app signed, or null for anything else (forged, altered, truncated). */
export const readEmailLink = (secret: string, token: string): EmailLinkClaims | null => {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(signatureOf(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const [memberId, requestId] = JSON.parse(Buffer.from(payload, 'base64url').toString()) as unknown[];
    return typeof memberId === 'string' && typeof requestId === 'string' ? { memberId, requestId } : null;
  } catch {
    return null;
  }
};
