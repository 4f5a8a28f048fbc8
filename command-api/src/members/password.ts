import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's recommendation for scrypt (Password Storage Cheat Sheet): N=2^17, r=8, p=1; about 128 MiB and 0.3 s a hash. */
export const OWASP_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** scrypt needs 128·N·r bytes; twice the default cost's, so hashes of a higher stored cost can still be checked. */
const MAX_MEMORY = 2 * 128 * OWASP_SCRYPT_COST.N * OWASP_SCRYPT_COST.r + 1024 * 1024;

const derive = (password: string, salt: Buffer, options: ScryptOptions, keyLength: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key))),
  );

const parseHash = (stored: string) => {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((value) => Number.isSafeInteger(value) && value > 0)) return null;
  return { cost, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
};

/** Hashes at one cost, checks hashes of any cost, and says which stored hashes are weaker than its own. */
export interface PasswordHasher {
  cost: ScryptCost;
  /** `scrypt$N$r$p$<salt base64>$<hash base64>`: the parameters travel with the hash so they can be raised later. */
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a malformed stored hash alike; compares in constant time. */
  verify(password: string, stored: string): Promise<boolean>;
  /** True when `stored` was made at a lower cost than this hasher's: the next login that proves the password upgrades it. */
  needsRehash(stored: string): boolean;
}

/** Production uses the default (OWASP) cost; tests may hand a cheaper hasher to the routes through their dependencies. */
export const createPasswordHasher = (cost: ScryptCost = OWASP_SCRYPT_COST): PasswordHasher => ({
  cost,
  async hash(password) {
    const salt = randomBytes(SALT_LENGTH);
    const hash = await derive(password, salt, cost, KEY_LENGTH);
    return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), hash.toString('base64')].join('$');
  },
  async verify(password, stored) {
    const parsed = parseHash(stored);
    if (!parsed || parsed.hash.length === 0) return false;
    const candidate = await derive(password, parsed.salt, parsed.cost, parsed.hash.length);
    return timingSafeEqual(candidate, parsed.hash);
  },
  needsRehash(stored) {
    const parsed = parseHash(stored);
    return parsed === null || parsed.cost.N < cost.N || parsed.cost.r < cost.r || parsed.cost.p < cost.p;
  },
});

export const defaultPasswordHasher = createPasswordHasher();

export const hashPassword = (password: string): Promise<string> => defaultPasswordHasher.hash(password);
export const verifyPassword = (password: string, stored: string): Promise<boolean> => defaultPasswordHasher.verify(password, stored);
