import type { EventOf, MemberWarned } from '@sankofa/events';
import { notificationId, type NewNotification } from '../notification.ts';

/** The warned member is told why; who reported them and which admin decided stay with the moderators. */
export const memberWarnedNotifications = (event: EventOf<typeof MemberWarned>): NewNotification[] => [
  {
    id: notificationId(event, event.data.memberId),
    memberId: event.data.memberId,
    type: 'moderation',
    title: 'A warning from our moderators',
    message: `${event.data.reason}. Please follow the community guidelines: a further breach can suspend your account.`,
    relatedMemberId: null,
    createdAt: event.metadata.occurredAt,
  },
];
