import type { EventOf, PreMatchMessageSent } from '@sankofa/events';
import { notificationId, type NewNotification } from '../notification.ts';

/** The receiver has no conversation to read it in before matching, so the notification carries the message itself. */
export const preMatchMessageSentNotifications = (event: EventOf<typeof PreMatchMessageSent>): NewNotification[] => [
  {
    id: notificationId(event, event.data.receiverId),
    memberId: event.data.receiverId,
    type: 'message',
    title: 'Message before matching',
    message: event.data.content,
    relatedMemberId: event.data.senderId,
    createdAt: event.metadata.occurredAt,
  },
];
