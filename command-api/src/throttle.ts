import { DomainError } from './domain-error.ts';

/**
 * The per-account login rule, kept in the member's own stream by the login decider (so every
 * instance already shares it). Every other limit lives in `rate-limits/`, counted in PostgreSQL.
 */
export interface ThrottleRule {
  maxFailures: number;
  windowMs: number;
}

export const ACCOUNT_LOGIN_THROTTLE: ThrottleRule = { maxFailures: 5, windowMs: 15 * 60_000 };

/** Seconds until another attempt is allowed (0: allowed now), given failure times in epoch milliseconds, oldest first. */
export const secondsUntilRelease = (failureTimes: readonly number[], now: Date, rule: ThrottleRule): number => {
  const oldestCounted = failureTimes.at(-rule.maxFailures);
  if (failureTimes.length < rule.maxFailures || oldestCounted === undefined) return 0;
  const waitMs = oldestCounted + rule.windowMs - now.getTime();
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
};

/** Failed attempts (passwords, two-factor codes) past their limit: a 429 with `Retry-After`. */
export class TooManyAttemptsError extends DomainError {
  constructor(retryAfterSeconds: number, what = 'Too many failed login attempts') {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super('too_many_attempts', `${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, { retryAfterSeconds });
  }
}
