import { useMutation } from '@tanstack/react-query';
import { signup as signupContract, type ResponseOf, type SignupBody } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { storeTokens } from '../../../lib/auth/session-tokens.ts';
import { readStoredLocation } from '../stored-location.ts';
import { uploadPhoto } from './upload-photo.ts';

/** `photos` are URLs answered by POST /api/media. */
export type SignUpInput = SignupBody;
export type SignUpResponse = ResponseOf<typeof signupContract>;

export const signUp = (input: SignUpInput): Promise<SignUpResponse> =>
  callRoute(signupContract, { body: input, anonymous: true });

export interface CreateAccountInput {
  profile: Omit<SignUpInput, 'photos' | 'latitude' | 'longitude' | 'currentCity' | 'currentCountry'>;
  photos: File[];
}

/** Uploads the chosen photos, then signs up with their URLs and the position the locate button stored. */
async function createAccount({ profile, photos }: CreateAccountInput): Promise<SignUpResponse> {
  const uploaded = await Promise.all(photos.map(uploadPhoto));
  return signUp({ ...profile, ...readStoredLocation(), photos: uploaded.map((photo) => photo.url) });
}

export function useCreateAccount() {
  return useMutation({
    mutationFn: createAccount,
    onSuccess: ({ auth }) => storeTokens(auth, 'signed-in'),
  });
}
