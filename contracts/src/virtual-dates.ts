import { z } from 'zod';
import { pathIdParams } from './fields.ts';
import { route, withPosition } from './route.ts';

/** The activities a date can be proposed as; movie night is shown as Coming Soon only. */
export const VIRTUAL_DATE_TYPES = ['voice_call', 'video_chat', 'cultural_trivia'] as const;
export type VirtualDateType = (typeof VIRTUAL_DATE_TYPES)[number];

/**
 * pending (an invitation), accepted (waiting for its time), active (can be joined, or in a call),
 * cancelled (declined or called off), ended (the call was hung up).
 */
export const VIRTUAL_DATE_STATUSES = ['pending', 'accepted', 'active', 'cancelled', 'ended'] as const;
export type VirtualDateStatus = (typeof VIRTUAL_DATE_STATUSES)[number];

const person = z.object({ id: z.string(), name: z.string(), photo: z.string().nullable() });

/** A date as one of its two members sees it. `roomId` is the date's id: the call's signals are keyed by it. */
export const virtualDateView = z.object({
  id: z.string(),
  matchId: z.string(),
  initiatorId: z.string(),
  participantId: z.string(),
  dateType: z.enum(VIRTUAL_DATE_TYPES),
  status: z.enum(VIRTUAL_DATE_STATUSES),
  scheduledAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  roomId: z.string(),
  createdAt: z.string(),
  initiator: person,
  participant: person,
});
export type VirtualDateView = z.infer<typeof virtualDateView>;

/** The token's member's dates, newest first (only dates of their open matches). */
export const listVirtualDates = route({ method: 'GET', path: '/api/virtual-dates', response: z.array(virtualDateView) });

const isoTime = z
  .string({ error: 'scheduledAt must be an ISO date and time' })
  .min(1, { error: 'Please select a date and time' })
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: 'scheduledAt must be an ISO date and time' })
  .transform((value) => new Date(value).toISOString());

export const createVirtualDate = route({
  method: 'POST',
  path: '/api/virtual-dates',
  body: z.object(
    {
      matchId: z.string({ error: 'matchId is required' }).trim().min(1, { error: 'matchId is required' }).max(100, { error: 'matchId is too long' }),
      dateType: z.enum(VIRTUAL_DATE_TYPES, { error: `dateType must be one of ${VIRTUAL_DATE_TYPES.join(', ')} (movie night is coming soon)` }),
      scheduledAt: isoTime.nullish().transform((value) => value ?? null),
    },
    { error: 'The body must be an object with matchId and dateType' },
  ),
  response: withPosition({ date: z.object({ id: z.string(), status: z.enum(VIRTUAL_DATE_STATUSES) }) }),
});
export type CreateVirtualDateBody = z.input<typeof createVirtualDate.body>;

/**
 * accepted / declined: the invited member answers (`cancelled` on a pending invitation from the
 * invited member is a decline, as the spec's Decline sends). cancelled: either member calls it off.
 * active: Join Now (the call starts). ended: hang up (the date ends with its duration).
 */
export const VIRTUAL_DATE_CHANGES = ['accepted', 'declined', 'cancelled', 'active', 'ended'] as const;
export const updateVirtualDate = route({
  method: 'PATCH',
  path: '/api/virtual-dates/:id',
  params: pathIdParams,
  body: z.object(
    { status: z.enum(VIRTUAL_DATE_CHANGES, { error: `status must be one of ${VIRTUAL_DATE_CHANGES.join(', ')}` }) },
    { error: 'The body must be an object with status' },
  ),
  response: withPosition({ date: z.object({ id: z.string(), status: z.enum(VIRTUAL_DATE_STATUSES) }) }),
});
export type UpdateVirtualDateBody = z.input<typeof updateVirtualDate.body>;

/**
 * WebRTC signalling over /ws, relayed by the server only to the date's other member. `join` says
 * "I am in the call screen" (answered by a `join` with `reply` so either side may arrive first or
 * come back after a drop); the date's initiator makes the offers.
 */
export const rtcSignal = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('join'), reply: z.boolean().optional() }),
  z.object({ kind: z.literal('offer'), sdp: z.string().max(12_000) }),
  z.object({ kind: z.literal('answer'), sdp: z.string().max(12_000) }),
  z.object({
    kind: z.literal('candidate'),
    candidate: z.object({ candidate: z.string().max(1_000), sdpMid: z.string().max(100).nullable().optional(), sdpMLineIndex: z.number().int().nullable().optional() }),
  }),
  z.object({ kind: z.literal('hangup') }),
]);
export type RtcSignal = z.infer<typeof rtcSignal>;

/** What the client sends to signal; the server adds who it is from. */
export const rtcSignalMessage = z.object({ type: z.literal('rtc_signal'), payload: z.object({ dateId: z.string().max(100), signal: rtcSignal }) });
export type RtcSignalMessage = z.infer<typeof rtcSignalMessage>;

/** STUN/TURN servers the browsers use to reach each other; empty on one machine or a LAN. */
export const iceServer = z.object({ urls: z.union([z.string(), z.array(z.string())]), username: z.string().optional(), credential: z.string().optional() });
export type IceServer = z.infer<typeof iceServer>;
export const iceServerList = z.array(iceServer);
export const getCallConfig = route({ method: 'GET', path: '/api/virtual-dates/call-config', response: z.object({ iceServers: iceServerList }) });
