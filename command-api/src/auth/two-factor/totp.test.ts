import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';
import { newTwoFactorSecret, provisioning, sealedCodeMatches, totpCodeMatches } from './totp.ts';

const box = createSecretBox('a configured secret');
const now = new Date('2025-03-01T12:00:10Z');
const codeAt = (secret: string, date: Date) => generateSync({ secret, epoch: Math.floor(date.getTime() / 1000) });
const shifted = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('TOTP codes', () => {
  const { secret, encryptedSecret } = newTwoFactorSecret(box, 'ama');

  it('accepts the code of the current step and of the steps on either side, nothing further', () => {
    expect([-60, -30, 0, 30, 60].map((offset) => totpCodeMatches(secret, codeAt(secret, shifted(offset)), now))).toEqual([false, true, true, true, false]);
  });

  it('treats a code of the wrong shape as wrong', () => {
    expect(totpCodeMatches(secret, '12345', now)).toBe(false);
    expect(totpCodeMatches(secret, 'abcdef', now)).toBe(false);
  });

  it('checks codes against the sealed secret, which only opens for its member and key', () => {
    expect(encryptedSecret).not.toContain(secret);
    expect(sealedCodeMatches(box, encryptedSecret, 'ama', codeAt(secret, now), now)).toBe(true);
    expect(sealedCodeMatches(box, null, 'ama', codeAt(secret, now), now)).toBe(false);
    expect(() => box.open(encryptedSecret, 'kofi')).toThrow();
    expect(() => createSecretBox('another key').open(encryptedSecret, 'ama')).toThrow();
  });

  it('provisions an authenticator with an otpauth URI and its QR code', async () => {
    const { otpauthUri, qrCodeDataUrl } = await provisioning(secret, 'ama@example.com');
    expect(otpauthUri).toBe(`otpauth://totp/Sankofa:ama%40example.com?secret=${secret}&issuer=Sankofa`);
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
  });
});
