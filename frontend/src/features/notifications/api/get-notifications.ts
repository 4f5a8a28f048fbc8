import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationType, NotificationView } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export type { NotificationType };
export type MemberNotification = NotificationView;

/** Newest first. */
export const getNotifications = (): Promise<MemberNotification[]> => apiGet<MemberNotification[]>('/api/notifications');

/** The prefix of every notifications query, the unread count included. */
export const getNotificationsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/notifications'], queryFn: getNotifications });

export const useNotifications = () => useQuery(getNotificationsQueryOptions());
