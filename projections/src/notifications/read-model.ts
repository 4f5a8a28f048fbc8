/**
 * The notifications read model as readers see it (`@sankofa/projections/notifications`): its
 * public view, its rows, the events that notify someone and the pure rule that derives their
 * notifications (the live feed sends the same notifications the projector stores).
 */
export const NOTIFICATIONS_VIEWS = ['notifications'] as const;
export type { NewNotification, NotificationRow, NotificationType } from './notification.ts';
export { notificationSourceEvents, notificationsFor, type NotificationSourceEvent } from './sources.ts';
