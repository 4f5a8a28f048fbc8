import { z } from 'zod';
import { defineEvent, type EventOf } from '../catalog.ts';

/**
 * Moderation decisions, each with the admin who made it (`decidedBy`). Decisions on a report go on its
 * `report-<reportId>` stream; warnings and suspensions on the member's `member-<memberId>`, so login and
 * sessions decide with them.
 */
export const ReportUpheld = defineEvent(
  'ReportUpheld',
  z.object({
    reportId: z.string(),
    reportedMemberId: z.string(),
    decidedBy: z.string(),
    action: z.enum(['none', 'warn', 'suspend']),
    note: z.string(),
  }),
);
export const ReportDismissed = defineEvent(
  'ReportDismissed',
  z.object({ reportId: z.string(), reportedMemberId: z.string(), decidedBy: z.string(), note: z.string() }),
);

export const MemberWarned = defineEvent(
  'MemberWarned',
  z.object({ memberId: z.string(), reason: z.string(), reportId: z.string().nullable(), decidedBy: z.string() }),
);
export const MemberSuspended = defineEvent(
  'MemberSuspended',
  z.object({ memberId: z.string(), reason: z.string(), reportId: z.string().nullable(), decidedBy: z.string() }),
);
export const SuspensionLifted = defineEvent('SuspensionLifted', z.object({ memberId: z.string(), decidedBy: z.string() }));

/** On `member-<memberId>`: an operator (`npm run admin -- grant <email>`) or an admin made the member an admin. */
export const AdminRoleGranted = defineEvent('AdminRoleGranted', z.object({ memberId: z.string(), grantedBy: z.string() }));

export const moderationEvents = [ReportUpheld, ReportDismissed, MemberWarned, MemberSuspended, SuspensionLifted, AdminRoleGranted] as const;
export type ModerationEvent = EventOf<(typeof moderationEvents)[number]>;
