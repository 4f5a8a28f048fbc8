import type { EventOf, ProfileViewed } from '@sankofa/events';
import { notificationId, type NewNotification } from '../notification.ts';

/** Only premium members hear who viewed them: free members see the upsell instead of the list. */
export const profileViewedNotifications = (event: EventOf<typeof ProfileViewed>): NewNotification[] =>
  event.data.viewedIsPremium
    ? [
        {
          id: notificationId(event, event.data.viewedId),
          memberId: event.data.viewedId,
          type: 'view',
          title: 'Someone viewed your profile',
          message: 'See who viewed you in Profile viewers.',
          relatedMemberId: event.data.viewerId,
          createdAt: event.metadata.occurredAt,
        },
      ]
    : [];
