import { z } from 'zod';
import { flag, pathIdParams } from './fields.ts';
import { reportedMessage, reportedProfile } from './moderation.ts';
import { nothing, route, withPosition } from './route.ts';

export const MAX_REPORT_DESCRIPTION_LENGTH = 1000;

/** `MemberReported`'s reasons: the event's schema refuses any other. */
export const REPORT_REASONS = ['fake_profile', 'harassment', 'inappropriate_content', 'spam', 'underage', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The block ends their match too, if they have one. */
export const blockMember = route({ method: 'POST', path: '/api/users/:id/block', params: pathIdParams, response: nothing });

export const reportMember = route({
  method: 'POST',
  path: '/api/users/:id/report',
  params: pathIdParams,
  body: z.object(
    {
      reason: z.enum(REPORT_REASONS, { error: `reason must be one of ${REPORT_REASONS.join(', ')}` }),
      description: z
        .string({ error: 'description must be text' })
        .trim()
        .max(MAX_REPORT_DESCRIPTION_LENGTH, { error: `description must be at most ${MAX_REPORT_DESCRIPTION_LENGTH} characters` })
        .default(''),
      /** The reporter lets the moderators read their conversation with the reported member. */
      attachConversation: flag('attachConversation').default(false),
      /** Issue 23: the one message of the reported member she reports from under it; the conversation is attached with it. */
      messageId: z.string({ error: 'messageId must be a message id' }).regex(/^[\w-]{1,100}$/, { error: 'messageId must be a message id' }).optional(),
    },
    { error: 'The body must be an object with reason and description' },
  ),
  response: withPosition({ reportId: z.string() }),
});
export type ReportBody = z.input<typeof reportMember.body>;

/**
 * The moderation queue, oldest pending report first, for administrators only, with its context:
 * the reported member's profile, and the conversation up to the report only when the reporter attached it.
 */
export const listReports = route({
  method: 'GET',
  path: '/api/admin/reports',
  response: z.array(
    z.object({
      id: z.string(),
      reason: z.enum(REPORT_REASONS),
      description: z.string(),
      status: z.string(),
      createdAt: z.string(),
      reporter: z.object({ id: z.string(), name: z.string().nullable() }),
      reported: z.object({ id: z.string(), name: z.string().nullable(), photos: z.array(z.string()) }),
      attachConversation: z.boolean(),
      /** The message she reported from under it, as it read then: kept even if its sender unsends it (null words: reported before they were copied). */
      reportedMessage: z.object({ id: z.string(), content: z.string().nullable(), sentAt: z.string().nullable() }).nullable(),
      reportedProfile,
      conversation: z.array(reportedMessage).nullable(),
    }),
  ),
});
