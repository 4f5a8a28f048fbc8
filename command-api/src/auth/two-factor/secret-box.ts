import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * AES-256-GCM with the SHA-256 of a configured secret as key. Each sealed value is bound to the
 * member it belongs to (additional authenticated data), so a secret copied onto another
 * member's stream does not open.
 */
export const createSecretBox = (configuredSecret: string) => {
  const key = createHash('sha256').update(configuredSecret).digest();
  return {
    seal(plaintext: string, memberId: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(memberId));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    /** Throws when the value was sealed with another key, for another member, or tampered with. */
    open(sealed: string, memberId: string): string {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('Not a sealed two-factor secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(Buffer.from(memberId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
};

export type SecretBox = ReturnType<typeof createSecretBox>;
