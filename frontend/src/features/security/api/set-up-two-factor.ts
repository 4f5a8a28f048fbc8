import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';

export interface TwoFactorSetup {
  secret: string;
  otpauthUri: string;
  /** A PNG data URL of the otpauth URI, for authenticator apps to scan. */
  qrCodeDataUrl: string;
  position: string | null;
}

/** Starts enabling two-factor: a new secret that only becomes active once a code from it is confirmed. */
export const setUpTwoFactor = (): Promise<TwoFactorSetup> => apiSend('POST', '/api/auth/two-factor/setup');

export const useSetUpTwoFactor = () => useMutation({ mutationFn: setUpTwoFactor });
