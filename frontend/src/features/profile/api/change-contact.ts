import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  confirmPhoneChange as confirmPhoneChangeContract,
  requestEmailChange as requestEmailChangeContract,
  requestPhoneChange as requestPhoneChangeContract,
  type RequestEmailChangeBody,
  type RequestPhoneChangeBody,
} from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { currentUserQueryOptions } from '../../../lib/auth/current-user.ts';

export const requestEmailChange = (body: RequestEmailChangeBody) => callRoute(requestEmailChangeContract, { body });
export const requestPhoneChange = (body: RequestPhoneChangeBody) => callRoute(requestPhoneChangeContract, { body });
export const confirmPhoneChange = (code: string) => callRoute(confirmPhoneChangeContract, { body: { code } });

/** A link to the new address; her address changes only once it is opened (see the confirm-email screen). */
export const useRequestEmailChange = () => useMutation({ mutationFn: requestEmailChange });
export const useRequestPhoneChange = () => useMutation({ mutationFn: requestPhoneChange });

/** The code from the SMS; her own record then shows the new number. */
export function useConfirmPhoneChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPhoneChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });
}
