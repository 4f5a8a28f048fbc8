import { useMutation } from '@tanstack/react-query';
import { signup as signupContract, type ResponseOf, type SignupBody } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { storeTokens } from '../../../lib/auth/session-tokens.ts';
import { readStoredLocation } from '../stored-location.ts';
import { uploadPhoto } from '../../../lib/media/upload-photo.ts';

/** `photos` are URLs answered by POST /api/media. */
export type SignUpInput = SignupBody;
export type SignUpResponse = ResponseOf<typeof signupContract>;

export const signUp = (input: SignUpInput): Promise<SignUpResponse> =>
  callRoute(signupContract, { body: input, anonymous: true });

export interface CreateAccountInput {
  profile: Omit<SignUpInput, 'photos' | 'latitude' | 'longitude' | 'currentCity' | 'currentCountry'>;
  photos: File[];
}

/**
 * Uploads the chosen photos, then signs up with their URLs and the position the locate button stored;
 * answers how many photos the nudity screen held for a moderator, so the new member is told.
 */
async function createAccount({ profile, photos }: CreateAccountInput): Promise<SignUpResponse & { photosInReview: number }> {
  const uploaded = await Promise.all(photos.map((photo) => uploadPhoto(photo, { anonymous: true })));
  const account = await signUp({ ...profile, ...readStoredLocation(), photos: uploaded.map((photo) => photo.url) });
  return { ...account, photosInReview: uploaded.filter((photo) => photo.inReview).length };
}

export function useCreateAccount() {
  return useMutation({
    mutationFn: createAccount,
    onSuccess: ({ auth }) => storeTokens(auth, 'signed-in'),
  });
}
