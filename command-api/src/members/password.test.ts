import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('passwords', () => {
  it('hashes with scrypt, salted, and verifies', async () => {
    const hash = await hashPassword('sankofa-demo');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await hashPassword('sankofa-demo')).not.toBe(hash);
    expect(await verifyPassword('sankofa-demo', hash)).toBe(true);
    expect(await verifyPassword('sankofa-dem0', hash)).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$x$8$1$c2FsdA==$aGFzaA==')).toBe(false);
  });
});
