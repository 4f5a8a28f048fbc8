import { z } from 'zod';
import { defineEvent } from '../catalog.ts';

/** Each member's Web Push devices and choices are one stream, `push-<memberId>`, decided there alone. */
export const pushStream = (memberId: string) => `push-${memberId}`;

/** The kinds of notification a member can have pushed to their devices (issue 16, item 2). */
export const PUSH_KINDS = ['matches', 'messages', 'likes', 'dates_and_games', 'events'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/**
 * A device allowed notifications: the browser's push subscription. `subscriptionId` is derived
 * from the endpoint, so the same device subscribing again is the same subscription.
 */
export const PushSubscribed = defineEvent(
  'PushSubscribed',
  z.object({
    memberId: z.string(),
    subscriptionId: z.string(),
    /** The push service's URL for this device. */
    endpoint: z.string(),
    /** The device's P-256 public key and auth secret (base64url), which encrypt what is sent to it. */
    p256dh: z.string(),
    auth: z.string(),
  }),
);

/** The device stops receiving: the member turned it off (`unsubscribed`), or the push service said it is gone (`gone`). */
export const PushUnsubscribed = defineEvent(
  'PushUnsubscribed',
  z.object({ memberId: z.string(), subscriptionId: z.string(), reason: z.enum(['unsubscribed', 'gone']) }),
);

/** Which kinds the member wants pushed, and the local hours (in `timeZone`) when nothing is pushed; null for none. */
export const PushPreferencesSaved = defineEvent(
  'PushPreferencesSaved',
  z.object({
    memberId: z.string(),
    kinds: z.array(z.enum(PUSH_KINDS)),
    /** `start` and `end` as HH:MM local time in the IANA `timeZone`; a start after the end spans midnight. */
    quietHours: z.object({ start: z.string(), end: z.string(), timeZone: z.string() }).nullable(),
  }),
);

/** The member stops (`muted` true) or resumes hearing pushes caused by another member. */
export const PushMemberMuted = defineEvent('PushMemberMuted', z.object({ memberId: z.string(), mutedMemberId: z.string(), muted: z.boolean() }));

export const pushEvents = [PushSubscribed, PushUnsubscribed, PushPreferencesSaved, PushMemberMuted] as const;
