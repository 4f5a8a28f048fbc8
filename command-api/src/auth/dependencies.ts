import type { Context } from 'koa';
import type { EmailSender } from '@sankofa/adapters/messaging';
import type { EventContext, EventStore } from '@sankofa/events';
import type { AccessTokens, CountryLookup, Logger, SessionRevocations } from '@sankofa/server-kit';
import type { PasswordHasher } from '../members/password.ts';
import { eventContextOf } from '../event-context.ts';

export interface AuthDependencies {
  store: EventStore;
  tokens: AccessTokens;
  /** TOTP_ENCRYPTION_KEY, or the JWT secret when that is unset: its SHA-256 is the AES-256-GCM key of two-factor secrets. */
  twoFactorEncryptionSecret: string;
  /** This process's revocation set (the one `tokens` checks): routes that end sessions update it at once. */
  revocations?: SessionRevocations;
  /** The OWASP-cost hasher unless a test hands a cheaper one. */
  passwords?: PasswordHasher;
  /** The system clock unless a test moves time on (throttle windows, session expiry). */
  clock?: () => Date;
  /** The country of a client's address for the security log; none known unless one is given. */
  countryOf?: CountryLookup;
  /** How "forgot password" links reach members (SMTP, or the development outbox); without it they are only printed in the log. */
  messaging?: { email: EmailSender };
  /** The web app's origin: an e-mailed reset link opens its /reset-password screen. */
  publicAppUrl?: string;
  /** Where a reset link that could not be sent is noted. */
  logger?: Logger;
}

export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** The request's event context, stamped with the same instant the command decides with. */
export const commandContextOf = (ctx: Context, clock: Clock): EventContext & { now: Date } => ({ ...eventContextOf(ctx), now: clock() });
