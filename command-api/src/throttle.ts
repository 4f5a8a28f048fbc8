import type { Context, Next } from 'koa';
import { AppError } from '@sankofa/server-kit';

/** At most `maxFailures` counted attempts (failures, or uploads) within `windowMs`; the next waits until the oldest of them leaves the window. */
export interface ThrottleRule {
  maxFailures: number;
  windowMs: number;
}

const FIFTEEN_MINUTES = 15 * 60_000;
export const ACCOUNT_LOGIN_THROTTLE: ThrottleRule = { maxFailures: 5, windowMs: FIFTEEN_MINUTES };
export const IP_LOGIN_THROTTLE: ThrottleRule = { maxFailures: 20, windowMs: FIFTEEN_MINUTES };
export const TWO_FACTOR_CODE_THROTTLE: ThrottleRule = { maxFailures: 5, windowMs: FIFTEEN_MINUTES };
/** Photos uploaded without an account (signup's, at most 7, with room for retakes), per client IP. */
export const ANONYMOUS_UPLOAD_THROTTLE: ThrottleRule = { maxFailures: 30, windowMs: 60 * 60_000 };

/** Seconds until another attempt is allowed (0: allowed now), given failure times in epoch milliseconds, oldest first. */
export const secondsUntilRelease = (failureTimes: readonly number[], now: Date, rule: ThrottleRule): number => {
  const oldestCounted = failureTimes.at(-rule.maxFailures);
  if (failureTimes.length < rule.maxFailures || oldestCounted === undefined) return 0;
  const waitMs = oldestCounted + rule.windowMs - now.getTime();
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
};

export class TooManyAttemptsError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    what = 'Too many failed login attempts',
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(429, 'too_many_attempts', `${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
}

/** Tells the client when to come back: the error middleware writes the body, this adds `Retry-After`. */
export const retryAfterHeader = () => async (ctx: Context, next: Next) => {
  try {
    await next();
  } catch (error) {
    if (error instanceof TooManyAttemptsError) ctx.set('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
};

export interface AttemptLimiter {
  /** Seconds until `key` may try again; 0 when it may now. */
  lockedForSeconds(key: string): number;
  /** Counts one attempt (a failure, an upload) of `key`. */
  record(key: string): void;
}

/**
 * Attempts counted in this process's memory: a second line behind the account rule kept in the
 * event log, for keys the log knows nothing about (a client's IP, an address nobody registered).
 * Keys are evicted oldest-failure first past `maxKeys`, so a flood of keys cannot exhaust memory.
 */
export const createAttemptLimiter = (rule: ThrottleRule, options: { clock?: () => Date; maxKeys?: number } = {}): AttemptLimiter => {
  const { clock = () => new Date(), maxKeys = 100_000 } = options;
  const failures = new Map<string, number[]>();

  const recentFailures = (key: string, now: Date): number[] => {
    const recent = (failures.get(key) ?? []).filter((at) => at > now.getTime() - rule.windowMs);
    if (recent.length === 0) failures.delete(key);
    return recent;
  };

  return {
    lockedForSeconds(key) {
      const now = clock();
      return secondsUntilRelease(recentFailures(key, now), now, rule);
    },
    record(key) {
      const now = clock();
      const recent = [...recentFailures(key, now), now.getTime()].slice(-rule.maxFailures);
      failures.delete(key);
      failures.set(key, recent);
      if (failures.size > maxKeys) failures.delete(failures.keys().next().value!);
    },
  };
};
