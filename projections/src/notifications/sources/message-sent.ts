import type { EventOf, MessageSent } from '@sankofa/events';
import { notificationId, type NewNotification } from '../notification.ts';

/** Long enough to recognise the message in the list; the conversation holds the rest. */
export const MESSAGE_PREVIEW_LENGTH = 120;

const preview = (content: string) => (content.length <= MESSAGE_PREVIEW_LENGTH ? content : `${content.slice(0, MESSAGE_PREVIEW_LENGTH - 1).trimEnd()}…`);

/** The receiver of a chat message hears of it; messages recorded before receivers were named notify nobody. */
export const messageSentNotifications = (event: EventOf<typeof MessageSent>): NewNotification[] => {
  const { receiverId, senderId, content } = event.data;
  if (receiverId === null) return [];
  return [
    {
      id: notificationId(event, receiverId),
      memberId: receiverId,
      type: 'message',
      title: 'New message',
      message: preview(content),
      relatedMemberId: senderId,
      createdAt: event.metadata.occurredAt,
    },
  ];
};
