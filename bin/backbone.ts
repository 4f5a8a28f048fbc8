import type pg from 'pg';
import { openEventStore, type DataKeys, type EventStore } from '@sankofa/events';
import { createMediaStorage, type MediaStorage } from '@sankofa/adapters/media';
import { createMessaging, createPostgresOutbox, type Messaging, type MessagingConfig } from '@sankofa/adapters/messaging';
import { createPayments, instrumentPayments, type PaymentProvider, type PaymentsConfig } from '@sankofa/adapters/payments';
import { resolveVapidKeys, type VapidKeys } from '@sankofa/adapters/push';
import { createTranslator, type Translator } from '@sankofa/adapters/translation';
import {
  createAccessTokens,
  createSessionRevocations,
  followSessionRevocations,
  createPool,
  createReverseGeocoder,
  createCountryLookup,
  instrumentEventStore,
  openDataKeys,
  type AccessTokens,
  type CountryLookup,
  type Config,
  type ReverseGeocoder,
  type SessionRevocations,
  type PhotoScreeningThresholds,
  PHOTO_SCREENING_DEFAULTS,
} from '@sankofa/server-kit';

/** What every service of the app shares: the databases, the log, token keys, media and the geocoder. */
export interface Backbone {
  pool: pg.Pool;
  store: EventStore;
  /** Members' data keys: the log seals their personal fields with them; deleting an account destroys hers. */
  dataKeys: DataKeys;
  tokens: AccessTokens;
  /** Sessions ended lately, followed from the log: `tokens` refuses their access tokens, `/ws` closes their sockets. */
  revocations: SessionRevocations;
  storage: MediaStorage;
  geocoder: ReverseGeocoder;
  /** Null when no provider is configured: translation then answers 503. */
  translator: Translator | null;
  twoFactorEncryptionSecret: string;
  /** IDENTITY_BAN_KEY, or the JWT secret when that is unset: the HMAC key of what is kept of members banned for abuse. */
  identityBanKey: string;
  /** The card-payment provider PAYMENTS names: Demo Mode by default, Stripe with its keys. */
  payments: PaymentProvider;
  /** The country of a client address, for the security log (IP_COUNTRY_CSV); none known without it. */
  countryOf: CountryLookup;
  /** SMS and e-mail to members: Twilio and SMTP when configured, else the development outbox. */
  messaging: Messaging;
  /** The web app's origin, for links sent by e-mail. */
  publicAppUrl: string;
  /** Signs e-mailed verification links (the HMAC key is derived from it per use). */
  linkSecret: string;
  /** Web Push (issue 16): the VAPID keys (null when PUSH_NOTIFICATIONS is off); production takes only https push services. */
  push: { keys: VapidKeys | null; httpsOnly: boolean };
  /** Issue 23: the nudity screen's thresholds for profile photos (PHOTO_NUDITY_REFUSE_AT, PHOTO_NUDITY_REVIEW_AT). */
  photoScreening: PhotoScreeningThresholds;
  close(): Promise<void>;
}

export type BackboneConfig = Pick<
  Config,
  | 'EVENTSTORE_URL'
  | 'JWT_SECRET'
  | 'ACCESS_TOKEN_TTL_SECONDS'
  | 'TOTP_ENCRYPTION_KEY'
  | 'PERSONAL_DATA_MASTER_KEY'
  | 'PERSONAL_DATA_PREVIOUS_MASTER_KEYS'
  | 'IDENTITY_BAN_KEY'
  | 'MEDIA_STORAGE'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'TRANSLATE_URL'
  | 'TRANSLATE_API_KEY'
  | 'dataDir'
  | 'IP_COUNTRY_CSV'
> &
  Partial<PaymentsConfig> &
  MessagingConfig & { PUBLIC_APP_URL?: string } & Partial<Pick<Config, 'PUSH_NOTIFICATIONS' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'production' | 'PHOTO_NUDITY_REFUSE_AT' | 'PHOTO_NUDITY_REVIEW_AT'>>;

/**
 * `answersMembers: false` for a process that serves no member (the projections' thread and
 * workers): it does not follow the log for ended sessions, a subscription reading a page at every
 * append, and its `tokens` refuse to verify what it could not check.
 */
export const openBackbone = async (databaseUrl: string, config: BackboneConfig, { answersMembers = true } = {}): Promise<Backbone> => {
  const pool = createPool(databaseUrl, 40);
  // Appends counted and timed for /metrics, whichever adapter holds the log.
  const dataKeys = openDataKeys(pool, config);
  const store = instrumentEventStore(await openEventStore({ eventStoreUrl: config.EVENTSTORE_URL, pool, dataKeys }));
  const geocoder = createReverseGeocoder();
  // Builds the city index now rather than on the first member's request.
  geocoder.warmUp();
  // Kept past the access tokens' lifetime: after it, every token of a revoked session has expired anyway.
  const revocations = createSessionRevocations({ retainMs: (config.ACCESS_TOKEN_TTL_SECONDS + 60) * 1000 });
  const following = answersMembers ? await followSessionRevocations(store, revocations) : { stop: () => undefined };
  const tokens = createAccessTokens({ secret: config.JWT_SECRET, ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS, revocations });
  return {
    pool,
    store,
    dataKeys,
    revocations,
    tokens: answersMembers ? tokens : { ...tokens, verify: () => Promise.reject(new Error('This process follows no ended sessions: it verifies no access token')) },
    storage: createMediaStorage(config),
    geocoder,
    translator: createTranslator(config),
    twoFactorEncryptionSecret: config.TOTP_ENCRYPTION_KEY ?? config.JWT_SECRET,
    identityBanKey: config.IDENTITY_BAN_KEY ?? config.JWT_SECRET,
    payments: instrumentPayments(createPayments({ PAYMENTS: 'demo', ...config })),
    countryOf: createCountryLookup(config.IP_COUNTRY_CSV),
    messaging: createMessaging(config, createPostgresOutbox(pool)),
    publicAppUrl: config.PUBLIC_APP_URL ?? 'http://localhost:3000',
    linkSecret: config.JWT_SECRET,
    photoScreening: {
      refuseAt: config.PHOTO_NUDITY_REFUSE_AT ?? PHOTO_SCREENING_DEFAULTS.refuseAt,
      reviewAt: config.PHOTO_NUDITY_REVIEW_AT ?? PHOTO_SCREENING_DEFAULTS.reviewAt,
    },
    push: { keys: resolveVapidKeys({ PUSH_NOTIFICATIONS: false, production: false, ...config }), httpsOnly: config.production ?? false },
    async close() {
      following.stop();
      await store.close();
      await pool.end();
    },
  };
};
