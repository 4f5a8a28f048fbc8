import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateBio, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { currentUserQueryOptions } from '../../../lib/auth/current-user.ts';
import { toast } from '../../../lib/toast.ts';

export const updateTextBio = (content: string): Promise<ResponseOf<typeof updateBio>> =>
  callRoute(updateBio, { body: { bioType: 'text', content } });

/** The toast lives with the mutation so a save flushed as the editor closes still confirms itself. */
export function useUpdateTextBio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTextBio,
    onSuccess: async () => {
      toast({ title: 'Bio updated!', description: 'Your bio has been successfully updated.' });
      await queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    },
  });
}
