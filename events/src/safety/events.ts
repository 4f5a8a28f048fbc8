import { z } from 'zod';
import { defineEvent } from '../catalog.ts';

/** On the blocker's `member-<id>`: hides both members from each other everywhere. */
export const MemberBlocked = defineEvent('MemberBlocked', z.object({ memberId: z.string(), blockedMemberId: z.string() }));

/** On `report-<reportId>`: feeds the moderation queue. */
export const reportStream = (reportId: string) => `report-${reportId}`;
export const MemberReported = defineEvent(
  'MemberReported',
  z.object({
    reportId: z.string(),
    reporterId: z.string(),
    reportedMemberId: z.string(),
    reason: z.enum(['fake_profile', 'harassment', 'inappropriate_content', 'spam', 'underage', 'other']),
    description: z.string(),
    /** The reporter let the moderators read their conversation with the reported member (up to the report). */
    attachConversation: z.boolean().default(false),
    /** Issue 23: the one message she reported from under it ('Does this bother you?'); the conversation is attached with it. */
    messageId: z.string().optional(),
    /** That message as it read when she reported it: unsending it afterwards does not take it from the moderators. */
    reportedMessage: z.object({ content: z.string(), sentAt: z.string() }).optional(),
  }),
);

export const safetyEvents = [MemberBlocked, MemberReported] as const;
