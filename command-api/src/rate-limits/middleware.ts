import type { Context, Next } from 'koa';
import { principalOf } from '@sankofa/server-kit';
import { emailStreamOf } from '../members/email-reservation.ts';
import { TooManyAttemptsError } from '../throttle.ts';
import type { RateLimitName } from './limits.ts';
import type { FailureCounter, FailureLimitName, RateLimits } from './limiters.ts';

/** Puts the app's limits where routes find them (`createCommandApi` installs it before every route). */
export const provideRateLimits = (limits: RateLimits) => async (ctx: Context, next: Next) => {
  ctx.state.rateLimits = limits;
  return next();
};

const rateLimitsOf = (ctx: Context): RateLimits => {
  const limits = ctx.state.rateLimits as RateLimits | undefined;
  if (!limits) throw new Error('No rate limits installed: serve routes through createCommandApi');
  return limits;
};

/**
 * Spends `points` of the caller's allowance for `name`: by default the member in the token for
 * per-member limits (so it runs after `requireMember`), the e-mail address given for per-address
 * ones (counted under its hash, as its stream is named), the client's address otherwise.
 */
export const consumeRateLimit = async (ctx: Context, name: RateLimitName, { points = 1, memberId, email }: { points?: number; memberId?: string; email?: string } = {}): Promise<void> => {
  const limits = rateLimitsOf(ctx);
  const { by } = limits.rule(name);
  const key = by === 'member' ? (memberId ?? principalOf(ctx).memberId) : by === 'email' ? emailKeyOf(name, email) : ctx.ip;
  await limits.consume(name, key, points);
};

const emailKeyOf = (name: RateLimitName, email: string | undefined): string => {
  if (email === undefined) throw new Error(`The ${name} limit counts per e-mail address: give it one`);
  return emailStreamOf(email);
};

/** A route's limit, e.g. `router.post('/api/swipes', requireMember(tokens), rateLimit('swipes'), …)`. */
export const rateLimit = (name: RateLimitName) => async (ctx: Context, next: Next) => {
  await consumeRateLimit(ctx, name);
  return next();
};

/** Counts failures only (wrong passwords, wrong codes): the route asks before and records after. */
export const failureCounter = (ctx: Context, name: FailureLimitName): FailureCounter => rateLimitsOf(ctx).failures(name);

/** The counter of `key`'s failures once it is not locked; while it is, a 429 saying `message` and when to try again. */
export const unlockedFailureCounter = async (ctx: Context, name: FailureLimitName, key: string, message: string): Promise<FailureCounter> => {
  const counter = failureCounter(ctx, name);
  const lockSeconds = await counter.lockedForSeconds(key);
  if (lockSeconds > 0) throw new TooManyAttemptsError(lockSeconds, message);
  return counter;
};
