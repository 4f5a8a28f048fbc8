import { useMutation } from '@tanstack/react-query';
import { logIn as logInContract, type LogInBody, type LogInResponse } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { storeTokens } from '../../../lib/auth/session-tokens.ts';

export type LogInInput = LogInBody;
export type { LogInResponse };

export const logIn = (input: LogInInput): Promise<LogInResponse> =>
  callRoute(logInContract, { body: input, anonymous: true });

export function useLogIn() {
  return useMutation({
    mutationFn: logIn,
    onSuccess: (response) => {
      if (!response.requiresTwoFactor) storeTokens(response.auth, 'signed-in');
    },
  });
}
