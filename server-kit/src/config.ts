import path from 'node:path';
import { z } from 'zod';
import { LOG_LEVELS } from './logger.ts';

/** Published in this repository: any token signed with it must be refused in production. */
export const DEVELOPMENT_JWT_SECRET = 'sankofa-development-secret-change-me';
/** HS256 wants a key at least as long as its output. */
const MIN_PRODUCTION_SECRET_BYTES = 32;

/**
 * One face, one account (issue 23, item 4): a face at least this alike (0 to 1, `faceSimilarity`) to a
 * banned member's holds a new account for review. Two pictures of one person score about 0.7 to 0.96, two
 * people 0.1 to 0.35, and a photo of a screen showing her face about 0.8.
 */
export const FACE_MATCH_SIMILARITY = 0.7;
/** A photo's perceptual hash this many bits (of 64) or fewer from a banned or another member's photo is the same photo: re-encoded copies differ by 0 to 4, other photos by 16 or more. */
export const PHOTO_MATCH_DISTANCE = 10;

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** `<min>-<max>`, e.g. `3000-12000`. */
const millisecondRange = z
  .string()
  .regex(/^\d+-\d+$/, 'expected <min>-<max> in milliseconds, e.g. 3000-12000')
  .transform((value) => value.split('-').map(Number) as [number, number])
  .refine(([min, max]) => min <= max, 'the minimum must not exceed the maximum')
  .or(z.tuple([z.number().min(0), z.number().min(0)]));

/** Issue 23, item 2: profile photos whose share of nudity and sexual content reaches these are refused, or held for an admin. */
export const PHOTO_SCREENING_DEFAULTS = { refuseAt: 0.8, reviewAt: 0.4 } as const;
export interface PhotoScreeningThresholds {
  refuseAt: number;
  reviewAt: number;
}

/** A share from 0 to 1; an empty variable is unset (coerced, it would be 0: every photo held or refused). */
const share = (fallback: number) => z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().min(0).max(1).default(fallback));

const schema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  EVENTSTORE_URL: z.string().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().default(54329),
  DATA_DIR: z.string().default('.data'),
  JWT_SECRET: z.string().min(16).default(DEVELOPMENT_JWT_SECRET),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  /** The least severe log level written (info, warn, error), or silent. */
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Encrypts members' TOTP secrets at rest; outside production it defaults to a key derived from JWT_SECRET. */
  TOTP_ENCRYPTION_KEY: z.string().min(16).optional(),
  /** Keys the hashes kept of a banned member's e-mail, phone and photos (HMAC-SHA256); outside production it defaults to JWT_SECRET. */
  IDENTITY_BAN_KEY: z.string().min(16).optional(),
  /** Seals each member's data key (which seals her personal fields in the log); outside production it defaults to a key derived from JWT_SECRET. */
  PERSONAL_DATA_MASTER_KEY: z.string().min(16).optional(),
  /** Comma-separated master keys being rotated away from: keys still sealed with them open until `npm run events -- rotate-master-key`. */
  PERSONAL_DATA_PREVIOUS_MASTER_KEYS: z.string().optional(),
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Behind the gateway: take the client's address from X-Forwarded-For (the gateway overwrites it). */
  TRUST_PROXY: flag.default(false),
  /** A LibreTranslate server; without it translation answers 503. */
  TRANSLATE_URL: z.string().url().optional(),
  TRANSLATE_API_KEY: z.string().optional(),
  /** `npm start` runs the projections on a thread of their own (both cores); false runs them on the HTTP thread, to measure one against the other. */
  PROJECTIONS_THREAD: flag.default(true),
  /** Seed the demo member and community on first start; on by default except in production. */
  DEMO_COMMUNITY: flag.optional(),
  DEMO_COMMUNITY_SIZE: z.coerce.number().int().min(0).max(100_000).default(300),
  // Issue 15, item 4: the demo community likes back and replies (only while DEMO_COMMUNITY is on).
  /** Its members react to members' likes, signups and messages; off keeps them still (nothing is lost). */
  DEMO_COMMUNITY_REACTS: flag.default(true),
  /** The share of likes a community member returns. */
  DEMO_LIKE_BACK_RATE: z.coerce.number().min(0).max(1).default(0.6),
  /** `<min>-<max>` milliseconds between a like and the like back; between a message and the reply. */
  DEMO_LIKE_BACK_DELAY_MS: millisecondRange.default([4_000, 25_000]),
  DEMO_REPLY_DELAY_MS: millisecondRange.default([3_000, 12_000]),
  /** `<min>-<max>` milliseconds a community member shows 'typing…' after reading and before the reply goes. */
  DEMO_TYPING_MS: millisecondRange.default([2_000, 6_000]),
  // Issue 7, item 10 (shutdown and health) and the /ws parts of item 8.
  /** On SIGTERM, how long a service lets requests in flight finish before dropping them. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(300).default(10),
  /** /health/ready answers 503 when a projector's oldest unapplied event has waited longer than this. */
  READY_MAX_PROJECTION_LAG_SECONDS: z.coerce.number().positive().default(60),
  /** /ws drops a socket with more than this many bytes waiting to be sent (its client is not reading). */
  LIVE_MAX_BUFFERED_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
  /** Authenticated /ws sockets one member may hold open on one query-api instance; more are refused with 1013. */
  LIVE_MAX_SOCKETS_PER_MEMBER: z.coerce.number().int().min(1).default(10),
  // Issue 24, item 4 (load shedding): past these bounds a request is answered 503 overloaded with Retry-After at once.
  /** Requests in flight (of any kind) past which a read (GET, HEAD) is shed: the most, lowered while reads run past TARGET_READ_LATENCY_MS. */
  MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(1).default(64),
  /** Requests in flight (of any kind) past which a write is shed: lower, so writes go first, and lowered in proportion; half of MAX_REQUESTS_IN_FLIGHT when unset. */
  MAX_REQUESTS_IN_FLIGHT_FOR_WRITES: z.coerce.number().int().min(1).optional(),
  /** Event-loop lag (ms) past which reads are shed, and writes past half of it; 0 watches no lag. 25 measured on bench:discovery. */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().min(0).default(25),
  /** The p99 (ms) admitted reads are held to: the bounds in flight are lowered while reads run slower, raised again when they do not; 0 keeps them fixed. Issue 24's discovery goal. */
  TARGET_READ_LATENCY_MS: z.coerce.number().min(0).default(15),
  // Issue 7, item 7 (rate limits): `<name>=<points>/<duration>,…` over the defaults, e.g.
  // `swipes=600/1m,signup=50/1h`; command-api checks the names and lists them (rate-limits/limits.ts).
  RATE_LIMITS: z.string().optional(),
  // Issue 9, items 1-2 (payments): `demo` is the spec's Demo Mode (instant, no card); `stripe` needs the three keys.
  PAYMENTS: z.enum(['demo', 'stripe']).default('demo'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_ID: z.string().optional(),
  /** Another Stripe API endpoint (a local fake in tests); api.stripe.com when unset. */
  STRIPE_API_BASE: z.string().url().optional(),
  /** IPv4 ranges to countries (`first,last,country` CSV) for the security log's sign-in countries; none known when unset. */
  IP_COUNTRY_CSV: z.string().optional(),
  // Issue 10 (verification): SMS codes and e-mail links go to the development outbox unless a provider is set.
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM_NUMBER: z.string().optional(),
  TWILIO_API_BASE: z.string().url().optional(),
  /** e.g. smtps://user:password@smtp.example.com:465; unset: e-mails go to the development outbox. */
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().optional(),
  /** Where e-mailed links point (the web app's origin). */
  PUBLIC_APP_URL: z.string().url().default('http://localhost:3000'),
  /** Issue 23, item 3: `<name>=<number>,…` over the video selfie's default thresholds (command-api/src/verification/selfie-thresholds.ts checks the names). */
  SELFIE_THRESHOLDS: z.string().optional(),
  /** Issue 12: STUN/TURN servers for virtual-date calls, a JSON array of RTCIceServer; unset is none (one machine or a LAN). */
  WEBRTC_ICE_SERVERS: z.string().optional(),
  /** Issue 13, item 7: when set, GET /metrics on every service needs `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional()),
  // Issue 16, item 2 (Web Push): on by default outside production; VAPID keys are generated into the data dir there.
  PUSH_NOTIFICATIONS: flag.optional(),
  /** The VAPID key pair (base64url, as `web-push generate-vapid-keys` prints) and its contact, `mailto:` or `https:`. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:)/, 'expected a mailto: or https: URL').optional(),
  // Issue 23, item 2 (photo screening): shares of nudity and sexual content (nsfwjs porn + hentai + sexy), 0 to 1.
  /** A profile photo at or above it is refused (400 photo_refused), nothing kept. */
  PHOTO_NUDITY_REFUSE_AT: share(PHOTO_SCREENING_DEFAULTS.refuseAt),
  /** At or above it (and under the refusal) a photo is held: no member sees it before an admin approves it. */
  PHOTO_NUDITY_REVIEW_AT: share(PHOTO_SCREENING_DEFAULTS.reviewAt),
  /** Issue 23, item 4: how alike a face must be to a banned member's to hold the account (see FACE_MATCH_SIMILARITY). */
  FACE_MATCH_SIMILARITY: z.coerce.number().min(0).max(1).default(FACE_MATCH_SIMILARITY),
  /** How few bits apart two photos' perceptual hashes are for one photo (see PHOTO_MATCH_DISTANCE). */
  PHOTO_MATCH_DISTANCE: z.coerce.number().int().min(0).max(64).default(PHOTO_MATCH_DISTANCE),
});

type ParsedConfig = z.output<typeof schema>;
export type Config = Omit<ParsedConfig, 'DEMO_COMMUNITY' | 'PUSH_NOTIFICATIONS'> & { DEMO_COMMUNITY: boolean; PUSH_NOTIFICATIONS: boolean; dataDir: string; production: boolean };

/** A configuration the services must not start with; its message is one line naming the variable. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

/** Why these secrets would let anyone forge tokens or read second factors in production; null when they are fine. */
export const productionSecretProblem = (config: Pick<ParsedConfig, 'JWT_SECRET' | 'TOTP_ENCRYPTION_KEY' | 'IDENTITY_BAN_KEY' | 'PERSONAL_DATA_MASTER_KEY'>): string | null => {
  if (config.JWT_SECRET === DEVELOPMENT_JWT_SECRET) return 'JWT_SECRET is the published development value; set a random secret of at least 32 bytes';
  if (Buffer.byteLength(config.JWT_SECRET) < MIN_PRODUCTION_SECRET_BYTES) return `JWT_SECRET is shorter than ${MIN_PRODUCTION_SECRET_BYTES} bytes`;
  if (!config.TOTP_ENCRYPTION_KEY) return 'TOTP_ENCRYPTION_KEY is not set; production needs its own key for two-factor secrets';
  if (config.TOTP_ENCRYPTION_KEY === config.JWT_SECRET) return 'TOTP_ENCRYPTION_KEY must differ from JWT_SECRET';
  if (!config.IDENTITY_BAN_KEY) return 'IDENTITY_BAN_KEY is not set; production needs its own key for what is kept of banned members';
  if (config.IDENTITY_BAN_KEY === config.JWT_SECRET || config.IDENTITY_BAN_KEY === config.TOTP_ENCRYPTION_KEY) return 'IDENTITY_BAN_KEY must differ from JWT_SECRET and TOTP_ENCRYPTION_KEY';
  if (!config.PERSONAL_DATA_MASTER_KEY) return "PERSONAL_DATA_MASTER_KEY is not set; production needs its own key for members' data keys";
  if (Buffer.byteLength(config.PERSONAL_DATA_MASTER_KEY) < MIN_PRODUCTION_SECRET_BYTES) return `PERSONAL_DATA_MASTER_KEY is shorter than ${MIN_PRODUCTION_SECRET_BYTES} bytes`;
  if ([config.JWT_SECRET, config.TOTP_ENCRYPTION_KEY, config.IDENTITY_BAN_KEY].includes(config.PERSONAL_DATA_MASTER_KEY)) return 'PERSONAL_DATA_MASTER_KEY must differ from JWT_SECRET, TOTP_ENCRYPTION_KEY and IDENTITY_BAN_KEY';
  return null;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new ConfigurationError(`Invalid configuration: ${z.prettifyError(parsed.error).replace(/\s*\n\s*/g, ' ')}`);
  const production = parsed.data.NODE_ENV === 'production';
  const problem = production ? productionSecretProblem(parsed.data) : null;
  if (problem) throw new ConfigurationError(`Refusing to start in production: ${problem}`);
  const missingStripeKey = (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const).find((key) => !parsed.data[key]);
  const missingTwilioKey = (['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM_NUMBER'] as const).find((key) => !parsed.data[key]);
  if (parsed.data.SMS_PROVIDER === 'twilio' && missingTwilioKey) throw new ConfigurationError(`Refusing to start: SMS_PROVIDER=twilio needs ${missingTwilioKey}`);
  if (parsed.data.PHOTO_NUDITY_REVIEW_AT > parsed.data.PHOTO_NUDITY_REFUSE_AT) {
    throw new ConfigurationError('Refusing to start: PHOTO_NUDITY_REVIEW_AT must not exceed PHOTO_NUDITY_REFUSE_AT');
  }
  if (parsed.data.PAYMENTS === 'stripe' && missingStripeKey) throw new ConfigurationError(`Refusing to start: PAYMENTS=stripe needs ${missingStripeKey}`);
  const pushNotifications = parsed.data.PUSH_NOTIFICATIONS ?? !production;
  const missingVapidKey = (['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const).find((key) => !parsed.data[key]);
  if (production && pushNotifications && missingVapidKey) throw new ConfigurationError(`Refusing to start in production: PUSH_NOTIFICATIONS=true needs ${missingVapidKey}`);
  return {
    ...parsed.data,
    DEMO_COMMUNITY: parsed.data.DEMO_COMMUNITY ?? !production,
    PUSH_NOTIFICATIONS: pushNotifications,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    production,
  };
};

/** For entry points: a bad configuration ends the process with its one-line reason, not a stack trace. */
export const loadConfigOrExit = (env: NodeJS.ProcessEnv = process.env): Config => {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
};
