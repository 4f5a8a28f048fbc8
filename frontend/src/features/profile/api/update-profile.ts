import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { currentUserQueryOptions } from '../../../lib/auth/current-user.ts';

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  age?: number;
  location?: string;
  heritage?: string;
  profession?: string;
}

export const updateProfile = (changes: ProfileChanges): Promise<{ position: string | null }> =>
  apiSend('PATCH', '/api/user', changes);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });
}
