import { z } from 'zod';
import { defineEvent } from '../catalog.ts';

/** Each virtual date is its own stream, `virtual-date-<dateId>`: who may answer it and when is decided there alone. */
export const virtualDateStream = (dateId: string) => `virtual-date-${dateId}`;

/** The activities a date can be; movie night is shown as Coming Soon and cannot be proposed. */
export const VIRTUAL_DATE_TYPES = ['voice_call', 'video_chat', 'cultural_trivia'] as const;
export type VirtualDateType = (typeof VIRTUAL_DATE_TYPES)[number];

/** The initiator invites the other member of an open match; `scheduledAt` null means "whenever we both are there". */
export const VirtualDateProposed = defineEvent(
  'VirtualDateProposed',
  z.object({
    dateId: z.string(),
    matchId: z.string(),
    initiatorId: z.string(),
    participantId: z.string(),
    dateType: z.enum(VIRTUAL_DATE_TYPES),
    /** ISO time, or null for an unscheduled date. */
    scheduledAt: z.string().nullable(),
  }),
);

/** The invited member said yes. */
export const VirtualDateAccepted = defineEvent('VirtualDateAccepted', z.object({ dateId: z.string(), byMemberId: z.string() }));

/** The invited member said no to a pending invitation. */
export const VirtualDateDeclined = defineEvent('VirtualDateDeclined', z.object({ dateId: z.string(), byMemberId: z.string() }));

/** Either member called it off before it ended. */
export const VirtualDateCancelled = defineEvent('VirtualDateCancelled', z.object({ dateId: z.string(), byMemberId: z.string() }));

/** The date reminders reactor's reminder, shortly before `scheduledAt`: both members are notified and the date can be joined. */
export const VirtualDateReminded = defineEvent(
  'VirtualDateReminded',
  z.object({ dateId: z.string(), matchId: z.string(), memberIds: z.array(z.string()), scheduledAt: z.string() }),
);

/** The first member joined the call (Join Now): the date is active from here. */
export const VirtualDateStarted = defineEvent('VirtualDateStarted', z.object({ dateId: z.string(), byMemberId: z.string() }));

/** A member hung up: the date is over, `durationSeconds` from its start. */
export const VirtualDateEnded = defineEvent(
  'VirtualDateEnded',
  z.object({ dateId: z.string(), byMemberId: z.string(), durationSeconds: z.number().int().nonnegative() }),
);

export const virtualDateEvents = [
  VirtualDateProposed,
  VirtualDateAccepted,
  VirtualDateDeclined,
  VirtualDateCancelled,
  VirtualDateReminded,
  VirtualDateStarted,
  VirtualDateEnded,
] as const;
