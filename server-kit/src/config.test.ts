import { describe, expect, it } from 'vitest';
import { ConfigurationError, DEVELOPMENT_JWT_SECRET, FACE_MATCH_SIMILARITY, PHOTO_MATCH_DISTANCE, loadConfig } from './config.ts';

const STRONG_SECRET = 'k'.repeat(32);
const OTHER_STRONG_KEY = 't'.repeat(32);
const MASTER_KEY = 'm'.repeat(32);
const BAN_KEY = 'b'.repeat(32);
const production = (env: NodeJS.ProcessEnv) => ({ NODE_ENV: 'production', ...env });

const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('production secrets', () => {
  it('refuses the published development JWT secret, set or defaulted', () => {
    expect(refusal(production({ TOTP_ENCRYPTION_KEY: OTHER_STRONG_KEY, IDENTITY_BAN_KEY: BAN_KEY }))).toMatch(/JWT_SECRET is the published development value/);
    expect(refusal(production({ JWT_SECRET: DEVELOPMENT_JWT_SECRET, TOTP_ENCRYPTION_KEY: OTHER_STRONG_KEY, IDENTITY_BAN_KEY: BAN_KEY }))).toMatch(/JWT_SECRET/);
  });

  it('refuses a JWT secret shorter than 32 bytes', () => {
    expect(refusal(production({ JWT_SECRET: 'x'.repeat(31), TOTP_ENCRYPTION_KEY: OTHER_STRONG_KEY, IDENTITY_BAN_KEY: BAN_KEY }))).toMatch(/JWT_SECRET is shorter than 32 bytes/);
  });

  it('refuses a missing TOTP key, or one equal to the JWT secret', () => {
    expect(refusal(production({ JWT_SECRET: STRONG_SECRET }))).toMatch(/TOTP_ENCRYPTION_KEY is not set/);
    expect(refusal(production({ JWT_SECRET: STRONG_SECRET, TOTP_ENCRYPTION_KEY: STRONG_SECRET }))).toMatch(/TOTP_ENCRYPTION_KEY must differ from JWT_SECRET/);
  });

  it('refuses a missing identity-ban key, or one equal to another secret', () => {
    const secrets = { JWT_SECRET: STRONG_SECRET, TOTP_ENCRYPTION_KEY: OTHER_STRONG_KEY };
    expect(refusal(production(secrets))).toMatch(/IDENTITY_BAN_KEY is not set/);
    expect(refusal(production({ ...secrets, IDENTITY_BAN_KEY: STRONG_SECRET }))).toMatch(/IDENTITY_BAN_KEY must differ/);
    expect(refusal(production({ ...secrets, IDENTITY_BAN_KEY: OTHER_STRONG_KEY }))).toMatch(/IDENTITY_BAN_KEY must differ/);
  });

  it('refuses a missing, short or reused master key for personal data', () => {
    const keys = { JWT_SECRET: STRONG_SECRET, TOTP_ENCRYPTION_KEY: OTHER_STRONG_KEY, IDENTITY_BAN_KEY: BAN_KEY };
    expect(refusal(production(keys))).toMatch(/PERSONAL_DATA_MASTER_KEY is not set/);
    expect(refusal(production({ ...keys, PERSONAL_DATA_MASTER_KEY: 'm'.repeat(31) }))).toMatch(/PERSONAL_DATA_MASTER_KEY is shorter than 32 bytes/);
    expect(refusal(production({ ...keys, PERSONAL_DATA_MASTER_KEY: OTHER_STRONG_KEY }))).toMatch(/PERSONAL_DATA_MASTER_KEY must differ/);
  });

  it('says it in one line', () => {
    expect(refusal(production({}))).not.toContain('\n');
    expect(refusal({ PORT: 'not-a-port' })).not.toContain('\n');
  });

  it('starts with strong, distinct secrets', () => {
    const config = loadConfig(production({ JWT_SECRET: STRONG_SECRET, TOTP_ENCRYPTION_KEY: OTHER_STRONG_KEY, IDENTITY_BAN_KEY: BAN_KEY, PERSONAL_DATA_MASTER_KEY: MASTER_KEY }));
    expect(config.production).toBe(true);
  });

  it('keeps the development defaults outside production', () => {
    const config = loadConfig({});
    expect(config.JWT_SECRET).toBe(DEVELOPMENT_JWT_SECRET);
    expect(config.production).toBe(false);
  });
});

describe('demo community', () => {
  const secrets = { JWT_SECRET: STRONG_SECRET, TOTP_ENCRYPTION_KEY: OTHER_STRONG_KEY, IDENTITY_BAN_KEY: BAN_KEY, PERSONAL_DATA_MASTER_KEY: MASTER_KEY };

  it('is off by default in production, and on only when asked', () => {
    expect(loadConfig(production(secrets)).DEMO_COMMUNITY).toBe(false);
    expect(loadConfig(production({ ...secrets, DEMO_COMMUNITY: 'true' })).DEMO_COMMUNITY).toBe(true);
  });

  it('is on by default elsewhere', () => {
    expect(loadConfig({}).DEMO_COMMUNITY).toBe(true);
    expect(loadConfig({ DEMO_COMMUNITY: 'false' }).DEMO_COMMUNITY).toBe(false);
  });
});

describe('payments', () => {
  const secrets = { JWT_SECRET: STRONG_SECRET, TOTP_ENCRYPTION_KEY: OTHER_STRONG_KEY, IDENTITY_BAN_KEY: BAN_KEY, PERSONAL_DATA_MASTER_KEY: MASTER_KEY };
  it('is Demo Mode by default', () => {
    expect(loadConfig(production(secrets)).PAYMENTS).toBe('demo');
  });

  it('refuses to start with PAYMENTS=stripe missing a key', () => {
    expect(refusal(production({ ...secrets, PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PRICE_ID: 'price_x' }))).toContain('STRIPE_WEBHOOK_SECRET');
  });

  it('starts with Stripe and its three keys', () => {
    const keys = { PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PRICE_ID: 'price_x' };
    expect(loadConfig(production({ ...secrets, ...keys })).PAYMENTS).toBe('stripe');
  });
});

describe('the demo community’s reactions', () => {
  it('react by default, realistically: a like back now and then after seconds, replies within seconds', () => {
    expect(loadConfig({})).toMatchObject({ DEMO_COMMUNITY_REACTS: true, DEMO_LIKE_BACK_RATE: 0.6, DEMO_LIKE_BACK_DELAY_MS: [4_000, 25_000], DEMO_REPLY_DELAY_MS: [3_000, 12_000], DEMO_TYPING_MS: [2_000, 6_000] });
  });

  it('take their rate and delays from the environment, and refuse a range that is not one', () => {
    expect(loadConfig({ DEMO_LIKE_BACK_RATE: '1', DEMO_REPLY_DELAY_MS: '100-200', DEMO_COMMUNITY_REACTS: 'false' })).toMatchObject({
      DEMO_LIKE_BACK_RATE: 1,
      DEMO_REPLY_DELAY_MS: [100, 200],
      DEMO_COMMUNITY_REACTS: false,
    });
    expect(() => loadConfig({ DEMO_REPLY_DELAY_MS: '200-100' })).toThrow(/DEMO_REPLY_DELAY_MS/);
    expect(() => loadConfig({ DEMO_LIKE_BACK_DELAY_MS: 'soon' })).toThrow(/DEMO_LIKE_BACK_DELAY_MS/);
    expect(() => loadConfig({ DEMO_LIKE_BACK_RATE: '1.5' })).toThrow(/DEMO_LIKE_BACK_RATE/);
  });
});

describe('metrics and logs (issue 13, item 7)', () => {
  it('leaves /metrics open without METRICS_TOKEN, also when compose passes it empty', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a-token-long-enough' }).METRICS_TOKEN).toBe('a-token-long-enough');
  });

  it('refuses a METRICS_TOKEN anyone could guess', () => {
    expect(refusal({ METRICS_TOKEN: 'short' })).toMatch(/METRICS_TOKEN must be at least 16 characters/);
  });

  it('takes LOG_LEVEL info, warn, error or silent, and nothing else', () => {
    expect(loadConfig({}).LOG_LEVEL).toBe('info');
    for (const level of ['info', 'warn', 'error', 'silent'] as const) expect(loadConfig({ LOG_LEVEL: level }).LOG_LEVEL).toBe(level);
    expect(refusal({ LOG_LEVEL: 'verbose' })).toMatch(/LOG_LEVEL/);
  });
});

describe('web push', () => {
  const secrets = { JWT_SECRET: STRONG_SECRET, TOTP_ENCRYPTION_KEY: OTHER_STRONG_KEY, IDENTITY_BAN_KEY: BAN_KEY, PERSONAL_DATA_MASTER_KEY: MASTER_KEY };
  const vapid = { VAPID_PUBLIC_KEY: 'public', VAPID_PRIVATE_KEY: 'private', VAPID_SUBJECT: 'mailto:ops@sankofa.example' };

  it('is on by default outside production, with no keys needed (they are generated)', () => {
    expect(loadConfig({}).PUSH_NOTIFICATIONS).toBe(true);
  });

  it('is off by default in production, and starts without keys then', () => {
    expect(loadConfig(production(secrets)).PUSH_NOTIFICATIONS).toBe(false);
  });

  it('refuses to start in production with push on and a VAPID setting missing, naming it', () => {
    expect(refusal(production({ ...secrets, PUSH_NOTIFICATIONS: 'true' }))).toBe('Refusing to start in production: PUSH_NOTIFICATIONS=true needs VAPID_PUBLIC_KEY');
    expect(refusal(production({ ...secrets, ...vapid, VAPID_SUBJECT: undefined, PUSH_NOTIFICATIONS: 'true' }))).toMatch(/needs VAPID_SUBJECT/);
    expect(loadConfig(production({ ...secrets, ...vapid, PUSH_NOTIFICATIONS: 'true' })).PUSH_NOTIFICATIONS).toBe(true);
  });

  it('wants a mailto: or https: subject', () => {
    expect(() => loadConfig({ VAPID_SUBJECT: 'ops@sankofa.example' })).toThrow(/VAPID_SUBJECT/);
  });
});

describe('photo screening thresholds', () => {
  it('default to refusing at 0.8 and holding at 0.4, and refuse shares outside 0..1 or a review above the refusal', () => {
    expect(loadConfig({})).toMatchObject({ PHOTO_NUDITY_REFUSE_AT: 0.8, PHOTO_NUDITY_REVIEW_AT: 0.4 });
    expect(loadConfig({ PHOTO_NUDITY_REVIEW_AT: '' })).toMatchObject({ PHOTO_NUDITY_REVIEW_AT: 0.4 });
    expect(loadConfig({ PHOTO_NUDITY_REFUSE_AT: '0.5', PHOTO_NUDITY_REVIEW_AT: '0.5' })).toMatchObject({ PHOTO_NUDITY_REFUSE_AT: 0.5, PHOTO_NUDITY_REVIEW_AT: 0.5 });
    expect(() => loadConfig({ PHOTO_NUDITY_REFUSE_AT: '1.2' })).toThrow(/PHOTO_NUDITY_REFUSE_AT/);
    expect(() => loadConfig({ PHOTO_NUDITY_REVIEW_AT: 'high' })).toThrow(/PHOTO_NUDITY_REVIEW_AT/);
    expect(() => loadConfig({ PHOTO_NUDITY_REFUSE_AT: '0.3' })).toThrow(/PHOTO_NUDITY_REVIEW_AT must not exceed PHOTO_NUDITY_REFUSE_AT/);
  });
});

describe('one face, one account', () => {
  it('holds at the named thresholds unless the environment sets others, and refuses what cannot be one', () => {
    expect(loadConfig({})).toMatchObject({ FACE_MATCH_SIMILARITY, PHOTO_MATCH_DISTANCE });
    expect(loadConfig({ FACE_MATCH_SIMILARITY: '0.8', PHOTO_MATCH_DISTANCE: '6' })).toMatchObject({ FACE_MATCH_SIMILARITY: 0.8, PHOTO_MATCH_DISTANCE: 6 });
    expect(() => loadConfig({ FACE_MATCH_SIMILARITY: '1.5' })).toThrow(/FACE_MATCH_SIMILARITY/);
    expect(() => loadConfig({ PHOTO_MATCH_DISTANCE: '65' })).toThrow(/PHOTO_MATCH_DISTANCE/);
  });
});
