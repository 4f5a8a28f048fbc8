export { notificationsQueryRouter, type NotificationsQueryDependencies } from './routes.ts';
export { notificationsLiveMapper } from './live.ts';
export type { NotificationView, RelatedMember } from './notification-view.ts';
