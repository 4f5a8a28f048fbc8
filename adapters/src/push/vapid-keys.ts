import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '@sankofa/server-kit';

/** The application server's identity towards push services (RFC 8292). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:`: whom a push service contacts about this sender. */
  subject: string;
}

export type PushConfig = Pick<Config, 'PUSH_NOTIFICATIONS' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'dataDir' | 'production'>;

const DEVELOPMENT_SUBJECT = 'mailto:push@sankofa.localhost';
const KEYS_FILE = 'vapid-keys.json';

/**
 * Outside production the keys are made once and kept in the data directory: a browser's
 * subscription is tied to the public key, so new keys on each start would orphan every device.
 */
const developmentKeys = (dataDir: string): Omit<VapidKeys, 'subject'> => {
  const file = path.join(dataDir, KEYS_FILE);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Omit<VapidKeys, 'subject'>;
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
};

/** Null when push is off. Production has its keys from the environment (`loadConfig` refuses to start otherwise). */
export const resolveVapidKeys = (config: PushConfig): VapidKeys | null => {
  if (!config.PUSH_NOTIFICATIONS) return null;
  const subject = config.VAPID_SUBJECT ?? DEVELOPMENT_SUBJECT;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  return { ...developmentKeys(config.dataDir), subject };
};
