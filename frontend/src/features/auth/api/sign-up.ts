import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { storeTokens, type AuthTokens } from '../../../lib/auth/session-tokens.ts';
import type { CurrentUser } from '../../../lib/member.ts';
import { readStoredLocation } from '../stored-location.ts';
import { uploadPhoto } from './upload-photo.ts';

export interface SignUpInput {
  email: string;
  password: string;
  phoneNumber: string;
  firstName: string;
  lastName: string;
  age: number;
  location: string;
  heritage: string;
  profession: string;
  bio?: string;
  ethnicGroup?: string;
  languages?: string[];
  diasporaGeneration?: string;
  culturalValues?: string[];
  religionSpirituality?: string;
  relationshipGoals?: string;
  /** URLs answered by POST /api/media. */
  photos?: string[];
  latitude?: number;
  longitude?: number;
  currentCity?: string;
  currentCountry?: string;
}

export interface SignUpResponse {
  user: CurrentUser;
  auth: AuthTokens;
  position: string | null;
}

export const signUp = (input: SignUpInput): Promise<SignUpResponse> =>
  apiSend<SignUpResponse>('POST', '/api/users', input, { anonymous: true });

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
