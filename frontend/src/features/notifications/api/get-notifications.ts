import { queryOptions, useQuery } from '@tanstack/react-query';
import { listNotifications, type NotificationType, type NotificationView } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export type { NotificationType };
export type MemberNotification = NotificationView;

/** Newest first. */
export const getNotifications = (): Promise<MemberNotification[]> => callRoute(listNotifications);

/** The prefix of every notifications query, the unread count included. */
export const getNotificationsQueryOptions = () =>
  queryOptions({ queryKey: [listNotifications.path], queryFn: getNotifications });

export const useNotifications = () => useQuery(getNotificationsQueryOptions());
