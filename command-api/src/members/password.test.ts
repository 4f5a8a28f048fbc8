import { describe, expect, it } from 'vitest';
import { OWASP_SCRYPT_COST, createPasswordHasher, defaultPasswordHasher, hashPassword, verifyPassword } from './password.ts';

describe('passwords', () => {
  it('hash by default with scrypt at OWASP’s recommended cost (N=2^17, r=8, p=1), salted, and verify', async () => {
    expect(OWASP_SCRYPT_COST).toEqual({ N: 131072, r: 8, p: 1 });
    expect(defaultPasswordHasher.cost).toEqual(OWASP_SCRYPT_COST);
    const hash = await hashPassword('sankofa-demo');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await hashPassword('sankofa-demo')).not.toBe(hash);
    expect(await verifyPassword('sankofa-demo', hash)).toBe(true);
    expect(await verifyPassword('sankofa-dem0', hash)).toBe(false);
  });

  it('still verify hashes of an older, lower cost, and say they need hashing again', async () => {
    const older = await createPasswordHasher({ N: 16384, r: 8, p: 1 }).hash('sankofa-demo');
    expect(await verifyPassword('sankofa-demo', older)).toBe(true);
    expect(defaultPasswordHasher.needsRehash(older)).toBe(true);
    expect(defaultPasswordHasher.needsRehash(await hashPassword('sankofa-demo'))).toBe(false);
  });

  it('treat a malformed stored hash as a mismatch', async () => {
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$x$8$1$c2FsdA==$aGFzaA==')).toBe(false);
  });
});
