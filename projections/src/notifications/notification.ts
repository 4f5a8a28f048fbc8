import type { RecordedEvent } from '@sankofa/events';

export const NOTIFICATION_TYPES = ['match', 'message', 'like', 'view', 'premium', 'moderation', 'verification', 'date'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A notification derived from the event that causes it, before it is stored (always unread). */
export interface NewNotification {
  id: string;
  memberId: string;
  type: NotificationType;
  title: string;
  message: string;
  /** The other member it is about (who matched, wrote, liked or viewed); names are joined at read time. */
  relatedMemberId: string | null;
  /** The causing event's time, so a rebuild gives every notification its original time. */
  createdAt: string;
}

/** `public.notifications`, as the query side reads it. */
export interface NotificationRow {
  id: string;
  member_id: string;
  type: NotificationType;
  title: string;
  message: string;
  related_member_id: string | null;
  is_read: boolean;
  created_at: Date;
}

/** Derived from the causing event, so applying that event again finds the notification it already made. */
export const notificationId = (event: Pick<RecordedEvent, 'metadata'>, memberId: string): string => `${event.metadata.eventId}:${memberId}`;

/** What a message notification says instead of words holding one of her hidden words: those wait in her Hidden folder. */
export const HIDDEN_MESSAGE_NOTICE = 'A message went to your Hidden folder';
