import { useMutation } from '@tanstack/react-query';
import { setUpTwoFactor as setUpTwoFactorContract, type TwoFactorSetup } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

/** `qrCodeDataUrl` is a PNG data URL of the otpauth URI, for authenticator apps to scan. */
export type { TwoFactorSetup };

/** Starts enabling two-factor: a new secret that only becomes active once a code from it is confirmed. */
export const setUpTwoFactor = (): Promise<TwoFactorSetup> => callRoute(setUpTwoFactorContract);

export const useSetUpTwoFactor = () => useMutation({ mutationFn: setUpTwoFactor });
