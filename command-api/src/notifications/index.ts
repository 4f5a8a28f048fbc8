export { notificationsRouter, type NotificationsRouterDependencies } from './routes.ts';
