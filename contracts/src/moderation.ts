import { z } from 'zod';
import { pathIdParams } from './fields.ts';
import { publicMember } from './members.ts';
import { nothing, route, withPosition } from './route.ts';

export const MAX_MODERATION_NOTE_LENGTH = 1000;

/** What upholding a report does to the reported member besides recording it. */
export const MODERATION_ACTIONS = ['none', 'warn', 'suspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

const note = z
  .string({ error: 'note must be text' })
  .trim()
  .max(MAX_MODERATION_NOTE_LENGTH, { error: `note must be at most ${MAX_MODERATION_NOTE_LENGTH} characters` })
  .default('');

/** A report is decided once: a second decision (another admin's, or a different one) is 409 report_already_decided. */
export const upholdReport = route({
  method: 'POST',
  path: '/api/admin/reports/:id/uphold',
  params: pathIdParams,
  body: z.object(
    { action: z.enum(MODERATION_ACTIONS, { error: `action must be one of ${MODERATION_ACTIONS.join(', ')}` }), note },
    { error: 'The body must be an object with action and note' },
  ),
  response: withPosition({ reportId: z.string(), status: z.literal('upheld'), action: z.enum(MODERATION_ACTIONS) }),
});
export type UpholdReportBody = z.input<typeof upholdReport.body>;

export const dismissReport = route({
  method: 'POST',
  path: '/api/admin/reports/:id/dismiss',
  params: pathIdParams,
  // No body at all is a dismissal without a note.
  body: z.object({ note }, { error: 'The body must be an object with a note' }).prefault({}),
  response: withPosition({ reportId: z.string(), status: z.literal('dismissed') }),
});

/** The members suspended now, latest first, for administrators only. */
export const listSuspensions = route({
  method: 'GET',
  path: '/api/admin/suspensions',
  response: z.array(
    z.object({
      member: z.object({ id: z.string(), name: z.string().nullable(), photos: z.array(z.string()) }),
      reason: z.string(),
      reportId: z.string().nullable(),
      suspendedBy: z.string(),
      suspendedAt: z.string(),
    }),
  ),
});
export type Suspension = z.infer<typeof listSuspensions.response>[number];

/** The member can sign in again and reappears in discovery and matches. */
export const liftSuspension = route({ method: 'POST', path: '/api/admin/members/:id/lift-suspension', params: pathIdParams, response: nothing });

/** One message of a conversation a reporter attached, as the moderators read it. */
export const reportedMessage = z.object({ id: z.string(), senderId: z.string(), senderName: z.string().nullable(), content: z.string(), createdAt: z.string() });
export const reportedProfile = publicMember.nullable();
