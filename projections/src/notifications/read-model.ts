/**
 * The notifications read model as readers see it (`@sankofa/projections/notifications`): its
 * public view, its rows, the events that notify someone and the pure rule that derives their
 * notifications (the live feed sends the same notifications the projector stores).
 */
export const NOTIFICATIONS_VIEWS = ['notification_hidden_words', 'notifications'] as const;
/** The projector that writes these views: what a read of them waits for after a write (read-your-writes). */
export const NOTIFICATIONS_PROJECTOR = 'notifications';
export { HIDDEN_MESSAGE_NOTICE, type NewNotification, type NotificationRow, type NotificationType } from './notification.ts';
export { notificationSourceEvents, notificationsFor, type NotificationSourceEvent } from './sources.ts';
