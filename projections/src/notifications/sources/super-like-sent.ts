import type { EventOf, SuperLikeSent } from '@sankofa/events';
import { notificationId, type NewNotification } from '../notification.ts';

/** A super like is a like its target is told about: unlike a plain like, it names who sent it. */
export const superLikeSentNotifications = (event: EventOf<typeof SuperLikeSent>): NewNotification[] => [
  {
    id: notificationId(event, event.data.swipedId),
    memberId: event.data.swipedId,
    type: 'like',
    title: 'New Super Like',
    message: 'Someone super liked you',
    relatedMemberId: event.data.swiperId,
    createdAt: event.metadata.occurredAt,
  },
];
