import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfile as updateProfileContract, type ProfileChangesBody, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { currentUserQueryOptions } from '../../../lib/auth/current-user.ts';

export type ProfileChanges = ProfileChangesBody;

export const updateProfile = (changes: ProfileChanges): Promise<ResponseOf<typeof updateProfileContract>> =>
  callRoute(updateProfileContract, { body: changes });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });
}
