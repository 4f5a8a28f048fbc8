export { pushNotifier, type PushNotifierOptions } from './notifier.ts';
export { pushMessagesFor, pushTriggers, type PushMessage, type PushTrigger } from './push-messages.ts';
export { inQuietHours } from './quiet-hours.ts';
