import { useMutation } from '@tanstack/react-query';
import type { LogInBody, LogInResponse } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';
import { storeTokens } from '../../../lib/auth/session-tokens.ts';

export type LogInInput = LogInBody;
export type { LogInResponse };

export const logIn = (input: LogInInput): Promise<LogInResponse> =>
  apiSend<LogInResponse>('POST', '/api/auth/login', input, { anonymous: true });

export function useLogIn() {
  return useMutation({
    mutationFn: logIn,
    onSuccess: (response) => {
      if (!response.requiresTwoFactor) storeTokens(response.auth, 'signed-in');
    },
  });
}
