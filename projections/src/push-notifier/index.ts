export { migratePushNotifier, startPushNotifier, type PushNotifier, type PushNotifierOptions } from './notifier.ts';
export { pushMessagesFor, PUSH_TRIGGER_TYPES, type PushMessage } from './push-messages.ts';
export { inQuietHours } from './quiet-hours.ts';
