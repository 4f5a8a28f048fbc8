import { z } from 'zod';
import { defineEvent } from '../catalog.ts';

/**
 * One stream per refresh-token family: `session-<sessionId>`. A refresh token is
 * `<sessionId>.<secret>`; only the SHA-256 of the secret is stored. Each refresh rotates the
 * secret; presenting an already rotated one means the token leaked, and revokes the family.
 */
export const sessionStream = (sessionId: string) => `session-${sessionId}`;

export const SessionStarted = defineEvent(
  'SessionStarted',
  z.object({
    sessionId: z.string(),
    memberId: z.string(),
    refreshTokenHash: z.string(),
    expiresAt: z.string(),
    /** The user agent's family ('Chrome on macOS') of the signup or login that started it, for the member's list of sessions; null when unknown or recorded before. */
    device: z.string().nullable().default(null),
  }),
);
export const SessionRefreshed = defineEvent(
  'SessionRefreshed',
  z.object({ sessionId: z.string(), memberId: z.string(), refreshTokenHash: z.string(), expiresAt: z.string() }),
);
export const SessionRevoked = defineEvent(
  'SessionRevoked',
  z.object({ sessionId: z.string(), memberId: z.string(), reason: z.enum(['logout', 'refresh_token_reused']) }),
);

export const sessionEvents = [SessionStarted, SessionRefreshed, SessionRevoked] as const;
