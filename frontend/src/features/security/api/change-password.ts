import { useMutation } from '@tanstack/react-query';
import { changePassword as changePasswordContract, type ChangePasswordBody, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

/** `twoFactorCode` is required when two-factor is on. */
export type ChangePasswordInput = ChangePasswordBody;

/** This session stays signed in; every other one ends. */
export const changePassword = (input: ChangePasswordInput): Promise<ResponseOf<typeof changePasswordContract>> =>
  callRoute(changePasswordContract, { body: input });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
