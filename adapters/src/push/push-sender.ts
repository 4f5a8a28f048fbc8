import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys.ts';

/** A browser's push subscription as the Push API gives it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushOptions {
  /** Seconds the push service keeps the message for an offline device. */
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
}

/** `gone`: the push service no longer knows the device (404 or 410), so its subscription should be dropped. */
export type PushOutcome = 'delivered' | 'gone';

export class PushServiceError extends Error {
  override name = 'PushServiceError';
  constructor(readonly status: number, body: string) {
    super(`push service answered ${status}: ${body.slice(0, 200)}`);
  }
}

export type PushSender = (target: PushTarget, payload: string, options: PushOptions) => Promise<PushOutcome>;

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Sends one Web Push message: `web-push` encrypts it (aes128gcm, RFC 8291) and signs the VAPID
 * header (RFC 8292); the request goes out with fetch, so an http endpoint (a local stand-in for
 * the push service) works as well as the real https ones.
 */
export const createPushSender = (keys: VapidKeys): PushSender => async (target, payload, options) => {
  const request = webpush.generateRequestDetails(target, payload, {
    vapidDetails: keys,
    TTL: options.ttlSeconds,
    urgency: options.urgency,
    contentEncoding: 'aes128gcm',
  });
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
    body: request.body ? new Uint8Array(request.body) : undefined,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  if (response.status === 404 || response.status === 410) return 'gone';
  if (!response.ok) throw new PushServiceError(response.status, text);
  return 'delivered';
};
