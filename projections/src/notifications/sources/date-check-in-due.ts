import type { DateCheckInDue, EventOf } from '@sankofa/events';
import { notificationId, type NewNotification } from '../notification.ts';

/**
 * She is asked how her shared date went. No related member: a check-in must reach her even when
 * she has muted or blocked her match since.
 */
export const dateCheckInDueNotifications = (event: EventOf<typeof DateCheckInDue>): NewNotification[] => [
  {
    id: notificationId(event, event.data.memberId),
    memberId: event.data.memberId,
    type: 'date',
    title: 'Did everything go well?',
    message: 'Your date is over: tell us it went well, or ask for help and we alert your trusted contact.',
    relatedMemberId: null,
    createdAt: event.metadata.occurredAt,
  },
];
