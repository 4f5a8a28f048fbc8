import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '@sankofa/server-kit';
import { RATE_LIMIT_NAMES, UNKNOWN_ADDRESS_LOGINS, rateLimitRules, type RateLimitName, type RateLimitOverrides, type RateLimitRule } from './limits.ts';
import { RATE_LIMITS_TABLE } from './migrate.ts';
import { createLocalShares, shareSizeOf } from './local-shares.ts';

const inWords = (seconds: number): string => {
  const [amount, unit] = seconds < 60 ? [seconds, 'second'] : seconds < 3600 ? [Math.ceil(seconds / 60), 'minute'] : [Math.ceil(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
};

/** A limit spent: 429 `rate_limited`, naming the limit, with `Retry-After`. */
export class RateLimitedError extends TooManyRequestsError {
  constructor(limit: RateLimitName, rule: RateLimitRule, retryAfterSeconds: number) {
    super(retryAfterSeconds, `${rule.refusal}. Try again in ${inWords(retryAfterSeconds)}.`, 'rate_limited', { limit, retryAfterSeconds });
  }
}

/** Failed attempts (a wrong password, a wrong code), counted only when they fail. */
export interface FailureCounter {
  /** Seconds until `key` may try again; 0 when it may now. */
  lockedForSeconds(key: string): Promise<number>;
  record(key: string): Promise<void>;
}

export type FailureLimitName = 'loginFailures' | 'twoFactorCodes' | 'unknownAddressLogins';

export interface RateLimits {
  /** Spends `points` of `key`'s allowance for `name`; throws `RateLimitedError` once it is gone. */
  consume(name: RateLimitName, key: string, points?: number): Promise<void>;
  failures(name: FailureLimitName): FailureCounter;
  rule(name: RateLimitName): RateLimitRule;
}

const wholeSeconds = (milliseconds: number) => Math.max(1, Math.ceil(milliseconds / 1000));

/**
 * Every limit counted in one PostgreSQL table that all instances share (rate-limiter-flexible's
 * RateLimiterPostgres over the app's pool), so replicas and restarts see the same counts. A
 * process takes a key's points from there a share at a time (see `local-shares.ts`) and spends
 * them from memory, so most requests cost no round trip; a key over its limit is then refused
 * from this process's memory until its window ends, so a flood does not reach the database.
 */
export const createRateLimits = (pool: pg.Pool, overrides: RateLimitOverrides = {}): RateLimits => {
  const rules = rateLimitRules(overrides);
  const limiterFor = (name: string, rule: RateLimitRule, sweeper: boolean) =>
    new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: RATE_LIMITS_TABLE,
      // Created by `migrateRateLimits`, under an advisory lock, before any instance serves.
      tableCreated: true,
      keyPrefix: name,
      points: rule.points,
      duration: rule.durationSeconds,
      inMemoryBlockOnConsumed: rule.points + 1,
      // All limiters share the table: one of them deletes its expired rows (every 5 minutes).
      clearExpiredByTimeout: sweeper,
    });
  const limiters = new Map(RATE_LIMIT_NAMES.map((name, index) => [name, limiterFor(name, rules[name], index === 0)]));
  const unknownAddressLogins = limiterFor('unknownAddressLogins', UNKNOWN_ADDRESS_LOGINS, false);
  const limiterOf = (name: RateLimitName | FailureLimitName) => (name === 'unknownAddressLogins' ? unknownAddressLogins : limiters.get(name)!);
  const ruleOf = (name: RateLimitName | FailureLimitName) => (name === 'unknownAddressLogins' ? UNKNOWN_ADDRESS_LOGINS : rules[name]);

  const shares = createLocalShares();

  /** Takes `wanted` points from the shared count, or as many as it has left (0 once spent): the points granted and when their window ends. */
  const reserve = async (name: RateLimitName, key: string, wanted: number): Promise<{ granted: number; until: number }> => {
    try {
      const taken = await limiterOf(name).consume(key, wanted);
      return { granted: wanted, until: Date.now() + taken.msBeforeNext };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      // Refused from memory (no count read: consumedPoints 0), or counted past the limit: what was left before this take is granted.
      const leftBefore = rejection.consumedPoints > 0 ? rules[name].points - (rejection.consumedPoints - wanted) : 0;
      return { granted: Math.min(wanted, Math.max(0, leftBefore)), until: Date.now() + rejection.msBeforeNext };
    }
  };

  return {
    async consume(name, key, points = 1) {
      const shareKey = `${name}:${key}`;
      if (shares.spend(shareKey, points)) return;
      const held = shares.takeOut(shareKey);
      const { granted, until } = await reserve(name, key, Math.max(shareSizeOf(rules[name].points), points - held));
      const available = held + granted;
      shares.putBack(shareKey, available >= points ? available - points : available, until);
      if (available < points) throw new RateLimitedError(name, rules[name], wholeSeconds(until - Date.now()));
    },
    failures(name) {
      const limiter = limiterOf(name);
      const { points } = ruleOf(name);
      return {
        async lockedForSeconds(key) {
          const counted = await limiter.get(key);
          return counted && counted.consumedPoints >= points ? wholeSeconds(counted.msBeforeNext) : 0;
        },
        async record(key) {
          await limiter.penalty(key, 1);
        },
      };
    },
    rule: (name) => rules[name],
  };
};
