import type { NotificationView } from '@sankofa/contracts';
import type { NewNotification, NotificationRow } from '@sankofa/projections/notifications';

/** The member a notification is about, looked up at read time. */
export type RelatedMember = NonNullable<NotificationView['relatedMember']>;

/** What GET /api/notifications lists and /ws pushes. */
export type { NotificationView };

export const viewOfRow = (row: NotificationRow, relatedMember: RelatedMember | null): NotificationView => ({
  id: row.id,
  type: row.type,
  title: row.title,
  message: row.message,
  isRead: row.is_read,
  createdAt: row.created_at.toISOString(),
  relatedMemberId: row.related_member_id,
  relatedMember,
});

/** A live push happens as the event arrives, before any lookup: the client refetches the list for names and photos. */
export const viewOfNew = (notification: NewNotification): NotificationView => ({
  id: notification.id,
  type: notification.type,
  title: notification.title,
  message: notification.message,
  isRead: false,
  createdAt: notification.createdAt,
  relatedMemberId: notification.relatedMemberId,
  relatedMember: null,
});
