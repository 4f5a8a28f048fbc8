import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
export const KEY_BYTES = 32;

/**
 * AES-256-GCM, written `v1.<iv>.<tag>.<ciphertext>` (base64url). `context` is authenticated with it, so a
 * sealed value moved elsewhere (onto another event, another member's key row) does not open.
 */
export const seal = (key: Buffer, plaintext: Buffer, context: string): string => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return [VERSION, ...[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))].join('.');
};

/** Throws when `sealed` was made with another key or context, or was changed. */
export const open = (key: Buffer, sealed: string, context: string): Buffer => {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('Not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
};

export const newDataKey = (): Buffer => randomBytes(KEY_BYTES);
