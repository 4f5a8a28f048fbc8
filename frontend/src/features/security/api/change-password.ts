import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody, ResponseOf, changePassword as changePasswordContract } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';

/** `twoFactorCode` is required when two-factor is on. */
export type ChangePasswordInput = ChangePasswordBody;

/** This session stays signed in; every other one ends. */
export const changePassword = (input: ChangePasswordInput): Promise<ResponseOf<typeof changePasswordContract>> =>
  apiSend('POST', '/api/auth/password', input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
