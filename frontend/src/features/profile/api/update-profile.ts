import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileChangesBody, ResponseOf, updateProfile as updateProfileContract } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';
import { currentUserQueryOptions } from '../../../lib/auth/current-user.ts';

export type ProfileChanges = ProfileChangesBody;

export const updateProfile = (changes: ProfileChanges): Promise<ResponseOf<typeof updateProfileContract>> =>
  apiSend('PATCH', '/api/user', changes);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });
}
