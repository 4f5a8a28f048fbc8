import { createHash } from 'node:crypto';
import { z } from 'zod';
import { defineEvent } from '../catalog.ts';

/** Each share of a date is its own stream, `date-share-<shareId>`: its link, its stop and its check-in are decided there. */
export const dateShareStream = (shareId: string) => `date-share-${shareId}`;

/** `DateShared.tokenHash`: what the log keeps of the link's secret, and what the public page finds the share by. */
export const sharedDateTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A video date between two matches, or a community event one of them invited the other to. */
export const SHARED_DATE_KINDS = ['virtual_date', 'event_invitation'] as const;
export type SharedDateKind = (typeof SHARED_DATE_KINDS)[number];

/**
 * 'Share my date': `memberId` gave a trusted contact (her personal data, sealed) a link to the date's
 * time, place and her match's first name and photo. Only the hash of the link's token is kept; the
 * link works until `expiresAt`, and she is asked how it went from `checkInDueAt`.
 */
export const DateShared = defineEvent(
  'DateShared',
  z.object({
    shareId: z.string(),
    memberId: z.string(),
    /** The other member of the date: the page shows their first name and photo, and 'I need help' reports them. */
    matchMemberId: z.string(),
    dateKind: z.enum(SHARED_DATE_KINDS),
    /** The virtual date's id, or the community event's. */
    dateId: z.string(),
    /** The event invitation's id; null for a virtual date. */
    inviteId: z.string().nullable(),
    startsAt: z.string(),
    /** The venue and address of an event; null for a video date in the app. */
    place: z.string().nullable(),
    contactName: z.string(),
    contactPhone: z.string().nullable(),
    contactEmail: z.string().nullable(),
    tokenHash: z.string(),
    expiresAt: z.string(),
    checkInDueAt: z.string(),
  }),
);

/** She stopped sharing: the link says so, and there is no check-in any more (no one to alert). */
export const DateShareStopped = defineEvent('DateShareStopped', z.object({ shareId: z.string(), memberId: z.string() }));

/** The check-in reactor's: the date is over, she is asked 'Did everything go well?'. */
export const DateCheckInDue = defineEvent('DateCheckInDue', z.object({ shareId: z.string(), memberId: z.string() }));

/** Her answer. 'need_help' alerted her contact and filed `reportId` against her match. */
export const DateCheckInAnswered = defineEvent(
  'DateCheckInAnswered',
  z.object({ shareId: z.string(), memberId: z.string(), answer: z.enum(['all_good', 'need_help']), reportId: z.string().nullable() }),
);

export const dateSafetyEvents = [DateShared, DateShareStopped, DateCheckInDue, DateCheckInAnswered] as const;
