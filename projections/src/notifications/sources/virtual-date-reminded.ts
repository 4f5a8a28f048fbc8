import type { EventOf, VirtualDateReminded } from '@sankofa/events';
import { notificationId, type NewNotification } from '../notification.ts';

/** Both members hear of it shortly before the date's time; the other member is joined at read time. */
export const virtualDateRemindedNotifications = (event: EventOf<typeof VirtualDateReminded>): NewNotification[] => {
  const [first, second] = event.data.memberIds;
  if (!first || !second) return [];
  const notify = (memberId: string, otherId: string): NewNotification => ({
    id: notificationId(event, memberId),
    memberId,
    type: 'date',
    title: 'Your virtual date starts soon',
    message: 'Open Virtual Dates and press Join Now when you are ready.',
    relatedMemberId: otherId,
    createdAt: event.metadata.occurredAt,
  });
  return [notify(first, second), notify(second, first)];
};
