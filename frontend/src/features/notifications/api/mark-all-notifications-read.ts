import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markAllNotificationsRead as markAllNotificationsReadContract, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { getNotificationsQueryOptions } from './get-notifications.ts';

export const markAllNotificationsRead = (): Promise<ResponseOf<typeof markAllNotificationsReadContract>> => callRoute(markAllNotificationsReadContract);

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getNotificationsQueryOptions().queryKey }),
  });
}
