import path from 'node:path';
import { z } from 'zod';

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  EVENTSTORE_URL: z.string().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().default(54329),
  DATA_DIR: z.string().default('.data'),
  JWT_SECRET: z.string().min(16).default('sankofa-development-secret-change-me'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  LOG_LEVEL: z.enum(['info', 'silent']).default('info'),
  /** Encrypts members' TOTP secrets at rest; defaults to a key derived from JWT_SECRET. */
  TOTP_ENCRYPTION_KEY: z.string().min(16).optional(),
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Behind the gateway: take the client's address from X-Forwarded-For (the gateway overwrites it). */
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  /** A LibreTranslate server; without it translation answers 503. */
  TRANSLATE_URL: z.string().url().optional(),
  TRANSLATE_API_KEY: z.string().optional(),
  /** Seed the demo member and community on first start. */
  DEMO_COMMUNITY: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
  DEMO_COMMUNITY_SIZE: z.coerce.number().int().min(0).max(100_000).default(300),
  // Issue 7, item 7 (rate limits): `<name>=<points>/<duration>,…` over the defaults, e.g.
  // `swipes=600/1m,signup=50/1h`; command-api checks the names and lists them (rate-limits/limits.ts).
  RATE_LIMITS: z.string().optional(),
});

export type Config = z.output<typeof schema> & { dataDir: string };

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid configuration: ${z.prettifyError(parsed.error)}`);
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
};
