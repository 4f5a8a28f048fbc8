import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { getNotificationsQueryOptions } from './get-notifications.ts';

export const markAllNotificationsRead = (): Promise<{ position: string | null }> =>
  apiSend('POST', '/api/notifications/read-all');

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getNotificationsQueryOptions().queryKey }),
  });
}
