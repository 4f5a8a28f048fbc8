import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';
import { newTwoFactorSecret, provisioning, sealedCodeStep, totpCodeStep } from './totp.ts';

const box = createSecretBox('a configured secret');
const now = new Date('2025-03-01T12:00:10Z');
const codeAt = (secret: string, date: Date) => generateSync({ secret, epoch: Math.floor(date.getTime() / 1000) });
const shifted = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('TOTP codes', () => {
  const { secret, encryptedSecret } = newTwoFactorSecret(box, 'ama');

  it('accepts the code of the current step and of the steps on either side, nothing further, naming the step it is of', () => {
    const step = Math.floor(now.getTime() / 30_000);
    expect([-60, -30, 0, 30, 60].map((offset) => totpCodeStep(secret, codeAt(secret, shifted(offset)), now))).toEqual([null, step - 1, step, step + 1, null]);
  });

  it('treats a code of the wrong shape as wrong', () => {
    expect(totpCodeStep(secret, '12345', now)).toBeNull();
    expect(totpCodeStep(secret, 'abcdef', now)).toBeNull();
  });

  it('checks codes against the sealed secret, which only opens for its member and key', () => {
    expect(encryptedSecret).not.toContain(secret);
    expect(sealedCodeStep(box, encryptedSecret, 'ama', codeAt(secret, now), now)).toBe(Math.floor(now.getTime() / 30_000));
    expect(sealedCodeStep(box, null, 'ama', codeAt(secret, now), now)).toBeNull();
    expect(() => box.open(encryptedSecret, 'kofi')).toThrow();
    expect(() => createSecretBox('another key').open(encryptedSecret, 'ama')).toThrow();
  });

  it('provisions an authenticator with an otpauth URI and its QR code', async () => {
    const { otpauthUri, qrCodeDataUrl } = await provisioning(secret, 'ama@example.com');
    expect(otpauthUri).toBe(`otpauth://totp/Sankofa:ama%40example.com?secret=${secret}&issuer=Sankofa`);
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
  });
});
