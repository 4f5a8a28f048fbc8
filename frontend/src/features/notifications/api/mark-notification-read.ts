import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markNotificationRead as markNotificationReadContract, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { getNotificationsQueryOptions } from './get-notifications.ts';

export const markNotificationRead = (notificationId: string): Promise<ResponseOf<typeof markNotificationReadContract>> =>
  callRoute(markNotificationReadContract, { params: { id: notificationId } });

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getNotificationsQueryOptions().queryKey }),
  });
}
