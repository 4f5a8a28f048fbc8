import { z } from 'zod';
import { nothing, route } from './route.ts';

export const notificationType = z.enum(['match', 'message', 'like', 'view', 'premium', 'moderation', 'verification', 'date']);
export type NotificationType = z.infer<typeof notificationType>;

/** What GET /api/notifications lists and /ws pushes (`relatedMember` is looked up at read time, so a push has none). */
export const notificationView = z.object({
  id: z.string(),
  type: notificationType,
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  relatedMemberId: z.string().nullable(),
  relatedMember: z.object({ id: z.string(), name: z.string(), photo: z.string().nullable() }).nullable(),
});
export type NotificationView = z.infer<typeof notificationView>;

/** Newest first. */
export const listNotifications = route({ method: 'GET', path: '/api/notifications', response: z.array(notificationView) });
export const countUnreadNotifications = route({ method: 'GET', path: '/api/notifications/unread-count', response: z.object({ count: z.number() }) });

export const markAllNotificationsRead = route({ method: 'POST', path: '/api/notifications/read-all', response: nothing });
export const markNotificationRead = route({
  method: 'POST',
  path: '/api/notifications/:id/read',
  params: z.object({ id: z.string().min(1).max(200) }),
  response: nothing,
});
