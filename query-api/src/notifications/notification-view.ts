import type { NewNotification, NotificationRow, NotificationType } from '@sankofa/projections/notifications';

export interface RelatedMember {
  id: string;
  name: string;
  photo: string | null;
}

/** What GET /api/notifications lists and /ws pushes. */
export interface NotificationView {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
  relatedMemberId: string | null;
  /** Looked up at read time; null when there is none or it is not known (yet). */
  relatedMember: RelatedMember | null;
}

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
