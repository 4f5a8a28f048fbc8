import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  /** Required when two-factor is on. */
  twoFactorCode?: string;
}

/** This session stays signed in; every other one ends. */
export const changePassword = (input: ChangePasswordInput): Promise<{ passwordChanged: true; position: string | null }> =>
  apiSend('POST', '/api/auth/password', input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
