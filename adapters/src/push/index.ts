export { resolveVapidKeys, type PushConfig, type VapidKeys } from './vapid-keys.ts';
export { createPushSender, PushServiceError, type PushOptions, type PushOutcome, type PushSender, type PushTarget } from './push-sender.ts';
