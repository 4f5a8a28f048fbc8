import type { EventOf, PremiumActivated } from '@sankofa/events';
import { notificationId, type NewNotification } from '../notification.ts';

export const premiumActivatedNotifications = (event: EventOf<typeof PremiumActivated>): NewNotification[] => [
  {
    id: notificationId(event, event.data.memberId),
    memberId: event.data.memberId,
    type: 'premium',
    title: 'Premium activated',
    message: 'Enjoy See Who Viewed You, unlimited swipes and more.',
    relatedMemberId: null,
    createdAt: event.metadata.occurredAt,
  },
];
