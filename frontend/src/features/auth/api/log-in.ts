import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { storeTokens, type AuthTokens } from '../../../lib/auth/session-tokens.ts';

export interface LogInInput {
  email: string;
  password: string;
  twoFactorCode?: string;
}

export type LogInResponse =
  | { requiresTwoFactor: true }
  | { requiresTwoFactor: false; auth: AuthTokens; user: { id: string; name: string } };

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
