import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_DEFAULTS, parseRateLimits, rateLimitRules } from './limits.ts';

describe('RATE_LIMITS', () => {
  it('overrides the limits it names, in seconds or with a unit, and leaves the others at their defaults', () => {
    const overrides = parseRateLimits(' swipes=600/1m, signup=50/3600 ,uploadKilobytes=1048576/1d');
    expect(overrides).toEqual({
      swipes: { points: 600, durationSeconds: 60 },
      signup: { points: 50, durationSeconds: 3600 },
      uploadKilobytes: { points: 1_048_576, durationSeconds: 86_400 },
    });
    const rules = rateLimitRules(overrides);
    expect(rules.swipes).toEqual({ ...RATE_LIMIT_DEFAULTS.swipes, points: 600, durationSeconds: 60 });
    expect(rules.messages).toEqual(RATE_LIMIT_DEFAULTS.messages);
  });

  it('is empty when unset', () => {
    expect(parseRateLimits(undefined)).toEqual({});
    expect(parseRateLimits('')).toEqual({});
  });

  it('refuses to start on an unknown name or a malformed entry, naming it', () => {
    expect(() => parseRateLimits('swipe=600/1m')).toThrow('RATE_LIMITS names no limit "swipe" (known: signup, login,');
    expect(() => parseRateLimits('swipes=600')).toThrow('RATE_LIMITS entry "swipes=600" is not <name>=<points>/<duration>');
    expect(() => parseRateLimits('swipes=0/1m')).toThrow('needs 1 to 2147483647 points');
    expect(() => parseRateLimits('uploadKilobytes=3000000000/1d')).toThrow('needs 1 to 2147483647 points');
  });
});
