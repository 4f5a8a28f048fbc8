import { listReports, listSuspensions, type ResponseOf } from '@sankofa/contracts';
import type pg from 'pg';
import { MODERATION_PROJECTOR, type ReportRow, type SuspendedMemberRow } from '@sankofa/projections/moderation';
import { mount, requireAdmin, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { MEMBERS_PROJECTOR } from '@sankofa/projections/members';
import { MATCHES_PROJECTOR } from '@sankofa/projections/matches';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';
import { publicMembersById } from '../members/public-members.ts';
import { conversationBetween } from './report-context.ts';
import { CONTACT_BLOCKS_PROJECTOR } from '@sankofa/projections/contact-blocks';

const QUEUE_LIMIT = 200;

type QueuedReport = ReportRow & { reporter_name: string | null; reported_name: string | null; reported_photos: string[] | null };
type SuspendedMember = SuspendedMemberRow & { name: string | null; photos: string[] | null };

const PENDING_REPORTS = `SELECT r.*, a.first_name || ' ' || a.last_name AS reporter_name, b.first_name || ' ' || b.last_name AS reported_name, b.photos AS reported_photos
  FROM public.reports r
  LEFT JOIN public.members a ON a.id = r.reporter_id
  LEFT JOIN public.members b ON b.id = r.reported_member_id
  WHERE r.status = 'pending' ORDER BY r.created_at, r.id LIMIT ${QUEUE_LIMIT}`;

const SUSPENDED = `SELECT s.*, m.first_name || ' ' || m.last_name AS name, m.photos
  FROM public.suspended_members s LEFT JOIN public.members m ON m.id = s.member_id
  ORDER BY s.suspended_at DESC, s.member_id`;

const pendingReports = async (pool: pg.Pool): Promise<ResponseOf<typeof listReports>> => {
  const { rows } = await pool.query<QueuedReport>(PENDING_REPORTS);
  const profiles = await publicMembersById(pool, [...new Set(rows.map((row) => row.reported_member_id))]);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      reason: row.reason,
      description: row.description,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      reporter: { id: row.reporter_id, name: row.reporter_name },
      reported: { id: row.reported_member_id, name: row.reported_name, photos: row.reported_photos ?? [] },
      attachConversation: row.attach_conversation,
      reportedMessage:
        row.reported_message_id === null
          ? null
          : { id: row.reported_message_id, content: row.reported_message_content, sentAt: row.reported_message_sent_at?.toISOString() ?? null },
      reportedProfile: profiles.get(row.reported_member_id) ?? null,
      // The conversation is the reporter's to share: without their consent the moderators do not read it.
      conversation: row.attach_conversation ? await conversationBetween(pool, row.reporter_id, row.reported_member_id, row.created_at) : null,
    })),
  );
};

/**
 * GET /api/admin/reports: the moderation queue, oldest pending report first, with its context;
 * GET /api/admin/suspensions: who is suspended now. For administrators only.
 */
export const moderationQueryRouter = ({ pool, tokens }: { pool: pg.Pool; tokens: AccessTokens }): ReadModelRouter => {
  const router = readModelRouter([MODERATION_PROJECTOR, MEMBERS_PROJECTOR, MATCHES_PROJECTOR, CONTACT_BLOCKS_PROJECTOR]);
  mount(router, listReports, requireMember(tokens), requireAdmin(), async (ctx) => {
    ctx.body = await pendingReports(pool);
  });
  mount(router, listSuspensions, requireMember(tokens), requireAdmin(), async (ctx) => {
    const { rows } = await pool.query<SuspendedMember>(SUSPENDED);
    ctx.body = rows.map((row) => ({
      member: { id: row.member_id, name: row.name, photos: row.photos ?? [] },
      reason: row.reason,
      reportId: row.report_id,
      suspendedBy: row.suspended_by,
      suspendedAt: row.suspended_at.toISOString(),
    })) satisfies ResponseOf<typeof listSuspensions>;
  });
  return router;
};
