import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';
import type { SecretBox } from './secret-box.ts';

const ISSUER = 'Sankofa';
/** RFC 6238 defaults (SHA-1, 6 digits, 30 s steps); codes of the neighbouring steps count too, for clock drift. */
const STEP_SECONDS = 30;
const DRIFT_SECONDS = STEP_SECONDS;

/** A fresh base32 secret for an authenticator app, and the same secret sealed for the member's stream. */
export const newTwoFactorSecret = (box: SecretBox, memberId: string) => {
  const secret = generateSecret();
  return { secret, encryptedSecret: box.seal(secret, memberId) };
};

const CODE = /^\d{6}$/;

/** The time step whose code `code` is, when it is valid now; null otherwise (otplib throws for a code of the wrong shape: a wrong code). */
export const totpCodeStep = (secret: string, code: string, now: Date): number | null => {
  if (!CODE.test(code)) return null;
  const epoch = Math.floor(now.getTime() / 1000);
  const result = verifySync({ secret, token: code, epoch, period: STEP_SECONDS, epochTolerance: DRIFT_SECONDS });
  return result.valid ? Math.floor(epoch / STEP_SECONDS) + result.delta : null;
};

/** `totpCodeStep` for a sealed secret; null when there is no secret. */
export const sealedCodeStep = (box: SecretBox, encryptedSecret: string | null, memberId: string, code: string, now: Date): number | null =>
  encryptedSecret === null ? null : totpCodeStep(box.open(encryptedSecret, memberId), code, now);

/** What the route checked with the server's key and the slow hash; the decision is the rules on top. */
export type CodeCheck = 'not_given' | 'invalid' | { validAtStep: number };

/** A code the member may or may not have typed, checked against her sealed secret for the decider. */
export const codeCheckOf = (box: SecretBox, encryptedSecret: string | null, memberId: string, code: string | undefined, now: Date): CodeCheck => {
  if (code === undefined) return 'not_given';
  const step = sealedCodeStep(box, encryptedSecret, memberId, code, now);
  return step === null ? 'invalid' : { validAtStep: step };
};

export const provisioning = async (secret: string, email: string) => {
  const otpauthUri = generateURI({ issuer: ISSUER, label: email, secret });
  return { otpauthUri, qrCodeDataUrl: await QRCode.toDataURL(otpauthUri) };
};
