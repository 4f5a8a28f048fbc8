import type { EventOf, MatchMade } from '@sankofa/events';
import { notificationId, type NewNotification } from '../notification.ts';

/** Both members hear of it; the other member's name and photo are joined at read time through `relatedMemberId`. */
export const matchMadeNotifications = (event: EventOf<typeof MatchMade>): NewNotification[] => {
  const notify = (memberId: string, otherId: string): NewNotification => ({
    id: notificationId(event, memberId),
    memberId,
    type: 'match',
    title: "It's a Match!",
    message: 'You both liked each other. Say hello!',
    relatedMemberId: otherId,
    createdAt: event.metadata.occurredAt,
  });
  const { userId1, userId2 } = event.data;
  return [notify(userId1, userId2), notify(userId2, userId1)];
};
