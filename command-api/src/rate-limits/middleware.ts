import type { Context, Next } from 'koa';
import { principalOf } from '@sankofa/server-kit';
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
 * per-member limits (so it runs after `requireMember`), the client's address otherwise.
 */
export const consumeRateLimit = async (ctx: Context, name: RateLimitName, { points = 1, memberId }: { points?: number; memberId?: string } = {}): Promise<void> => {
  const limits = rateLimitsOf(ctx);
  const key = limits.rule(name).by === 'member' ? (memberId ?? principalOf(ctx).memberId) : ctx.ip;
  await limits.consume(name, key, points);
};

/** A route's limit, e.g. `router.post('/api/swipes', requireMember(tokens), rateLimit('swipes'), …)`. */
export const rateLimit = (name: RateLimitName) => async (ctx: Context, next: Next) => {
  await consumeRateLimit(ctx, name);
  return next();
};

/** Counts failures only (wrong passwords, wrong codes): the route asks before and records after. */
export const failureCounter = (ctx: Context, name: FailureLimitName): FailureCounter => rateLimitsOf(ctx).failures(name);
