import type { LivePush } from '@sankofa/contracts';
import { NotificationsRead, eventsOf } from '@sankofa/events';
import { notificationSourceEvents, notificationsFor } from '@sankofa/projections/notifications';
import { liveMapper, type LiveMapper } from '../live/live-feed.ts';
import { viewOfNew } from './notification-view.ts';

/**
 * Pushes each new notification to its member as the causing event arrives, derived by the same
 * functions the notifications projector stores, and tells the member's other devices what was read.
 */
export const notificationsLiveMapper: LiveMapper<LivePush> = liveMapper(eventsOf(...notificationSourceEvents, NotificationsRead), (event) => {
  if (event.type === NotificationsRead.type) {
    const { memberId, notificationIds, upTo } = event.data;
    return [{ memberId, type: 'notifications_read', payload: { notificationIds, upTo } }];
  }
  return notificationsFor(event).map((notification) => ({ memberId: notification.memberId, type: 'notification', payload: viewOfNew(notification) }));
});
