import { ACCOUNT_LOGIN_THROTTLE } from '../throttle.ts';

/** Whom a limit counts: the client's address (requests without an account), the member in the token, or the e-mail address a request names. */
export type LimitedBy = 'address' | 'member' | 'email';

export interface RateLimitRule {
  /** How many requests (or, for `uploadKilobytes`, KiB) each key may spend per window. */
  points: number;
  durationSeconds: number;
  by: LimitedBy;
  /** The start of the 429's message; "Try again in …" follows. */
  refusal: string;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every limit, with production defaults chosen so that a real member never meets one: each is
 * several times what a person can do by hand, and low enough that a script finds it at once.
 * Windows are fixed (they start at a key's first request), as rate-limiter-flexible counts them.
 */
export const RATE_LIMIT_DEFAULTS = {
  /** A household, office or campus behind one address signs up a few people, not dozens an hour. */
  signup: { points: 20, durationSeconds: HOUR, by: 'address', refusal: 'Too many sign-ups from this network' },
  /** Every login attempt, right or wrong: each costs a deliberately slow password hash. */
  login: { points: 100, durationSeconds: 15 * MINUTE, by: 'address', refusal: 'Too many login attempts from this network' },
  /** "Forgot password" requests and the new passwords set with their links: each costs a slow hash, and each request may send an e-mail. */
  passwordResets: { points: 10, durationSeconds: HOUR, by: 'address', refusal: 'Too many password reset requests from this network' },
  /** Reset e-mails asked for one address, registered or not (so a 429 tells nothing): nobody's inbox gets flooded. */
  passwordResetEmails: { points: 3, durationSeconds: HOUR, by: 'email', refusal: 'Too many password reset e-mails asked for this address' },
  /** Wrong passwords from one address, whichever accounts they try (each account also locks itself after 5). */
  loginFailures: { points: 20, durationSeconds: 15 * MINUTE, by: 'address', refusal: 'Too many failed login attempts' },
  /** A session refreshes about every 15 minutes per tab; this leaves room for a busy shared address. */
  refresh: { points: 300, durationSeconds: 15 * MINUTE, by: 'address', refusal: 'Too many session refreshes from this network' },
  /** Wrong codes when turning two-factor on or off: a stolen access token must not be enough to guess one. */
  twoFactorCodes: { points: 5, durationSeconds: 15 * MINUTE, by: 'member', refusal: 'Too many wrong two-factor codes' },
  /** One a second for a minute, chat and pre-match messages together: faster than anyone types. */
  messages: { points: 60, durationSeconds: MINUTE, by: 'member', refusal: 'You are sending messages too fast' },
  /** Five a second for a minute: a card takes longer than that to look at and flick. */
  swipes: { points: 300, durationSeconds: MINUTE, by: 'member', refusal: 'You are swiping too fast' },
  reports: { points: 20, durationSeconds: DAY, by: 'member', refusal: 'Too many reports' },
  // Each share texts or mails someone outside the app: enough for every date of a day, too few to spam with.
  dateShares: { points: 10, durationSeconds: DAY, by: 'member', refusal: 'Too many dates shared today' },
  blocks: { points: 100, durationSeconds: DAY, by: 'member', refusal: 'Too many blocks' },
  /** Photos, voice notes and videos together; a profile holds 7 photos. */
  uploads: { points: 100, durationSeconds: DAY, by: 'member', refusal: 'Too many uploads' },
  /** In KiB (the store counts in 32-bit integers): ten of the largest videos a day, counted from each request's declared size. */
  uploadKilobytes: { points: 500 * 1024, durationSeconds: DAY, by: 'member', refusal: 'Your upload allowance is used up' },
  /** Signup's photos, sent before the account exists (at most 7, with room for retakes). */
  anonymousUploads: { points: 30, durationSeconds: HOUR, by: 'address', refusal: 'Too many photos uploaded without an account' },
  /** Each one is paid to the translation provider; message translations and free text together. */
  translations: { points: 500, durationSeconds: DAY, by: 'member', refusal: 'Too many translations' },
  /** A member moves a few times a day; many moves would let someone triangulate others from distances. */
  locationChanges: { points: 30, durationSeconds: DAY, by: 'member', refusal: 'Too many location changes' },
  /** Each builds an archive of all she holds (her whole history and media): a few copies a day is plenty. */
  /** Asking to change her e-mail or phone, and confirming either: each may send a mail or a text, and confirming by link needs no sign-in. */
  contactChanges: { points: 20, durationSeconds: HOUR, by: 'address', refusal: 'Too many e-mail or phone changes from this network' },
  personalDataDownloads: { points: 3, durationSeconds: DAY, by: 'member', refusal: 'You have downloaded your data 3 times today' },
  /** Each runs the safety models on some thirty pictures (seconds of a core): a few tries a day, never a way to load the server. */
  selfieChecks: { points: 10, durationSeconds: DAY, by: 'member', refusal: 'Too many video selfies today' },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMIT_DEFAULTS;
export type RateLimitRules = Record<RateLimitName, RateLimitRule>;
export type RateLimitOverrides = Partial<Record<RateLimitName, { points: number; durationSeconds: number }>>;

export const RATE_LIMIT_NAMES = Object.keys(RATE_LIMIT_DEFAULTS) as RateLimitName[];

/**
 * Login failures for an address nobody registered lock exactly like an account does, so a 429
 * tells nothing about whether an address is registered; hence not configurable on its own.
 */
export const UNKNOWN_ADDRESS_LOGINS: RateLimitRule = {
  points: ACCOUNT_LOGIN_THROTTLE.maxFailures,
  durationSeconds: ACCOUNT_LOGIN_THROTTLE.windowMs / 1000,
  by: 'address',
  refusal: 'Too many failed login attempts',
};

export const rateLimitRules = (overrides: RateLimitOverrides = {}): RateLimitRules =>
  Object.fromEntries(RATE_LIMIT_NAMES.map((name) => [name, { ...RATE_LIMIT_DEFAULTS[name], ...overrides[name] }])) as RateLimitRules;

const UNITS: Record<string, number> = { '': 1, s: 1, m: MINUTE, h: HOUR, d: DAY };
// The store keeps points in a PostgreSQL integer.
const MAX_POINTS = 2 ** 31 - 1;

/**
 * `RATE_LIMITS=swipes=600/1m,signup=50/1h`: `<name>=<points>/<seconds, or a number with s, m, h or d>`,
 * comma-separated; the limits not named keep their defaults.
 */
export const parseRateLimits = (text: string | undefined): RateLimitOverrides => {
  const overrides: RateLimitOverrides = {};
  for (const entry of (text ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const match = /^([A-Za-z]+)=(\d+)\/(\d+)([smhd]?)$/.exec(entry);
    if (!match) throw new Error(`Invalid configuration: RATE_LIMITS entry "${entry}" is not <name>=<points>/<duration> (e.g. swipes=300/1m)`);
    const [, name, points, amount, unit] = match as unknown as [string, string, string, string, string];
    if (!(name in RATE_LIMIT_DEFAULTS)) throw new Error(`Invalid configuration: RATE_LIMITS names no limit "${name}" (known: ${RATE_LIMIT_NAMES.join(', ')})`);
    const durationSeconds = Number(amount) * UNITS[unit]!;
    if (Number(points) < 1 || Number(points) > MAX_POINTS || durationSeconds < 1) throw new Error(`Invalid configuration: RATE_LIMITS entry "${entry}" needs 1 to ${MAX_POINTS} points and a duration of at least 1 second`);
    overrides[name as RateLimitName] = { points: Number(points), durationSeconds };
  }
  return overrides;
};
