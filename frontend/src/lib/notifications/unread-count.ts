import { queryOptions, useQuery } from '@tanstack/react-query';
import { countUnreadNotifications, listNotifications, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../api-client.ts';

/**
 * Shared by the header bell and the Notifications screen. Its key sits under
 * the notifications list's, so invalidating the list refreshes the count too.
 */
export const getUnreadNotificationCount = (): Promise<ResponseOf<typeof countUnreadNotifications>> => callRoute(countUnreadNotifications);

export const unreadNotificationCountQueryOptions = () =>
  queryOptions({ queryKey: [listNotifications.path, 'unread-count'], queryFn: getUnreadNotificationCount });

export const useUnreadNotificationCount = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...unreadNotificationCountQueryOptions(), enabled });
