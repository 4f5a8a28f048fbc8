import { z } from 'zod';
import { flag, memberIdField } from './fields.ts';
import { nothing, route, withPosition } from './route.ts';

/** Issue 16, item 2: Web Push to a member's devices while the app is closed. */
export const pushKind = z.enum(['matches', 'messages', 'likes', 'dates_and_games', 'events'], {
  error: 'kinds must list only matches, messages, likes, dates_and_games or events',
});
export type PushKind = z.infer<typeof pushKind>;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
/** The bytes of a base64url string, with atob so the browser shares this contract; empty when it is not base64. */
const base64UrlBytes = (value: string): number[] => {
  const base64 = value.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  try {
    return [...atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))].map((char) => char.charCodeAt(0));
  } catch {
    return [];
  }
};

/** The device's keys, as `PushSubscription.toJSON()` gives them: an uncompressed P-256 point and a 16-byte secret. */
const subscriptionKeys = z.object(
  {
    p256dh: z
      .string({ error: 'keys.p256dh is required' })
      .regex(BASE64URL, 'keys.p256dh must be base64url')
      .refine((value) => {
        const bytes = base64UrlBytes(value);
        return bytes.length === 65 && bytes[0] === 4;
      }, 'keys.p256dh must be an uncompressed P-256 public key (65 bytes)'),
    auth: z
      .string({ error: 'keys.auth is required' })
      .regex(BASE64URL, 'keys.auth must be base64url')
      .refine((value) => base64UrlBytes(value).length === 16, 'keys.auth must be 16 bytes'),
  },
  { error: 'keys is required' },
);

export const pushEndpoint = z
  .string({ error: 'endpoint is required' })
  .max(2000, 'endpoint is too long')
  .refine((value) => URL.canParse(value) && ['https:', 'http:'].includes(new URL(value).protocol), 'endpoint must be an http(s) URL');

export const quietHours = z.object({
  start: z.string({ error: 'quietHours.start is required' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'quietHours.start must be HH:MM'),
  end: z.string({ error: 'quietHours.end is required' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'quietHours.end must be HH:MM'),
  timeZone: z
    .string({ error: 'quietHours.timeZone is required' })
    .max(64)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'quietHours.timeZone must be an IANA time zone such as Africa/Lagos'),
});
export type QuietHours = z.infer<typeof quietHours>;

/** `publicKey` null: push is turned off on this server. */
export const getPushPublicKey = route({ method: 'GET', path: '/api/push/public-key', response: z.object({ publicKey: z.string().nullable() }) });

export const pushSettingsView = z.object({
  kinds: z.array(pushKind),
  quietHours: quietHours.nullable(),
  devices: z.array(z.object({ subscriptionId: z.string(), endpoint: z.string() })),
  mutedMemberIds: z.array(z.string()),
});
export type PushSettingsView = z.infer<typeof pushSettingsView>;

/** The member's kinds, quiet hours, muted members and the devices that receive. */
export const getPushSettings = route({ method: 'GET', path: '/api/push/settings', response: pushSettingsView });

export const subscribePushDevice = route({
  method: 'POST',
  path: '/api/push/subscriptions',
  body: z.object({ endpoint: pushEndpoint, keys: subscriptionKeys }),
  response: withPosition({ subscriptionId: z.string() }),
});

export const unsubscribePushDevice = route({
  method: 'DELETE',
  path: '/api/push/subscriptions/:subscriptionId',
  params: z.object({ subscriptionId: z.string().max(100) }),
  response: nothing,
});

export const savePushPreferences = route({
  method: 'POST',
  path: '/api/push/preferences',
  body: z.object({ kinds: z.array(pushKind, { error: 'kinds must be a list' }).max(5), quietHours: quietHours.nullable() }),
  response: nothing,
});

export const mutePushMember = route({
  method: 'POST',
  path: '/api/push/muted-members/:memberId',
  params: z.object({ memberId: memberIdField('memberId') }),
  body: z.object({ muted: flag('muted') }),
  response: nothing,
});
