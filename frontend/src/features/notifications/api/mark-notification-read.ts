import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { getNotificationsQueryOptions } from './get-notifications.ts';

export const markNotificationRead = (notificationId: string): Promise<{ position: string | null }> =>
  apiSend('POST', `/api/notifications/${encodeURIComponent(notificationId)}/read`);

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getNotificationsQueryOptions().queryKey }),
  });
}
