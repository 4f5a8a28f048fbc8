import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client.ts';

/**
 * Shared by the header bell and the Notifications screen. Its key sits under
 * ['/api/notifications'], so invalidating the notifications list refreshes the count too.
 */
export const getUnreadNotificationCount = (): Promise<{ count: number }> =>
  apiGet<{ count: number }>('/api/notifications/unread-count');

export const unreadNotificationCountQueryOptions = () =>
  queryOptions({ queryKey: ['/api/notifications', 'unread-count'], queryFn: getUnreadNotificationCount });

export const useUnreadNotificationCount = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...unreadNotificationCountQueryOptions(), enabled });
