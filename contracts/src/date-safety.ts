import { z } from 'zod';
import { pathIdParams } from './fields.ts';
import { route, withPosition } from './route.ts';
import { phoneNumberField } from './verification.ts';

/** A video date between two matches, or a community event one invited the other to. */
export const SHARED_DATE_KINDS = ['virtual_date', 'event_invitation'] as const;
export const CHECK_IN_STATES = ['scheduled', 'due', 'all_good', 'need_help'] as const;
export type CheckInState = (typeof CHECK_IN_STATES)[number];

const required = (field: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`) })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(max, { error: `${field} must be at most ${max} characters` });

const blankIsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);

const sharedDate = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('virtual_date'), id: required('date.id', 100) }),
    z.object({ kind: z.literal('event_invitation'), eventId: required('date.eventId', 100), inviteId: required('date.inviteId', 100) }),
  ],
  { error: "date must be { kind: 'virtual_date', id } or { kind: 'event_invitation', eventId, inviteId }" },
);

/**
 * POST /api/date-shares: 'Share my date'. Her trusted contact gets a link by SMS (a phone number)
 * or e-mail (an address); one of the two is required, the phone number is used when both are given.
 */
export const shareDate = route({
  method: 'POST',
  path: '/api/date-shares',
  body: z
    .object(
      {
        date: sharedDate,
        contactName: required('contactName', 80),
        contactPhone: z.preprocess(blankIsAbsent, phoneNumberField.optional()),
        contactEmail: z.preprocess(blankIsAbsent, z.email({ error: 'contactEmail must be an e-mail address' }).max(254, { error: 'contactEmail must be at most 254 characters' }).optional()),
      },
      { error: 'The body must be an object with date and contactName' },
    )
    .refine((body) => body.contactPhone !== undefined || body.contactEmail !== undefined, { error: 'Give contactPhone or contactEmail: the link is sent there', path: ['contactPhone'] }),
  response: withPosition({ share: z.object({ id: z.string(), expiresAt: z.string() }) }),
});
export type ShareDateBody = z.input<typeof shareDate.body>;

/** One of her shares, as she sees it (her contact's name, never their number or address). */
export const dateShareView = z.object({
  id: z.string(),
  dateKind: z.enum(SHARED_DATE_KINDS),
  dateId: z.string(),
  inviteId: z.string().nullable(),
  contactName: z.string(),
  startsAt: z.string(),
  expiresAt: z.string(),
  /** Not stopped and not expired: the link works. */
  active: z.boolean(),
  checkIn: z.enum(CHECK_IN_STATES),
  /** The other member of the date, by first name. */
  matchFirstName: z.string(),
});
export type DateShareView = z.infer<typeof dateShareView>;

/** GET /api/date-shares: the token's member's shares, newest first. */
export const listDateShares = route({ method: 'GET', path: '/api/date-shares', response: z.array(dateShareView) });

/** DELETE /api/date-shares/:id: stop sharing; the link says it was stopped. */
export const stopSharingDate = route({ method: 'DELETE', path: '/api/date-shares/:id', params: pathIdParams, response: withPosition({ stopped: z.literal(true) }) });

export const CHECK_IN_ANSWERS = ['all_good', 'need_help'] as const;

/** POST /api/date-shares/:id/check-in: 'Did everything go well?'. `need_help` alerts her contact and reports her match. */
export const answerDateCheckIn = route({
  method: 'POST',
  path: '/api/date-shares/:id/check-in',
  params: pathIdParams,
  body: z.object({ answer: z.enum(CHECK_IN_ANSWERS, { error: `answer must be one of ${CHECK_IN_ANSWERS.join(', ')}` }) }, { error: 'The body must be an object with answer' }),
  response: withPosition({ answer: z.enum(CHECK_IN_ANSWERS), reportId: z.string().nullable() }),
});

/** The link's secret: 43 base64url characters. */
export const SHARED_DATE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** What her contact sees, without signing in: the time, the place and her match's first name and photo. */
export const sharedDateView = z.object({
  memberFirstName: z.string(),
  dateKind: z.enum(SHARED_DATE_KINDS),
  startsAt: z.string(),
  /** The event's venue and address; null for a video date in the Sankofa app. */
  place: z.string().nullable(),
  expiresAt: z.string(),
  match: z.object({ firstName: z.string(), photo: z.string().nullable() }),
});
export type SharedDateView = z.infer<typeof sharedDateView>;

/** GET /api/shared-dates/:token, public: 404 for an unknown link, 410 once it expired or was stopped. */
export const viewSharedDate = route({
  method: 'GET',
  path: '/api/shared-dates/:token',
  params: z.object({ token: z.string().regex(SHARED_DATE_TOKEN, { error: 'token is malformed: open the link exactly as it was sent' }) }),
  response: sharedDateView,
});
