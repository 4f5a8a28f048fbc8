import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export type NotificationType = 'match' | 'message' | 'like' | 'view' | 'premium';

export interface MemberNotification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
  relatedMemberId: string | null;
}

/** Newest first. */
export const getNotifications = (): Promise<MemberNotification[]> => apiGet<MemberNotification[]>('/api/notifications');

/** The prefix of every notifications query, the unread count included. */
export const getNotificationsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/notifications'], queryFn: getNotifications });

export const useNotifications = () => useQuery(getNotificationsQueryOptions());
