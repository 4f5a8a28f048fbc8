import Router from '@koa/router';
import type { listReports, ResponseOf } from '@sankofa/contracts';
import type { Context, Next } from 'koa';
import type pg from 'pg';
import type { ReportRow } from '@sankofa/projections/moderation';
import { ForbiddenError, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';

const QUEUE_LIMIT = 200;

const requireAdmin = async (ctx: Context, next: Next) => {
  if (principalOf(ctx).role !== 'admin') throw new ForbiddenError('Only administrators can see reports');
  return next();
};

type QueuedReport = ReportRow & { reporter_name: string | null; reported_name: string | null; reported_photos: string[] | null };

/** GET /api/admin/reports: the moderation queue, oldest pending report first, for administrators only. */
export const moderationQueryRouter = ({ pool, tokens }: { pool: pg.Pool; tokens: AccessTokens }): Router => {
  const router = new Router();
  router.get('/api/admin/reports', requireMember(tokens), requireAdmin, async (ctx) => {
    const { rows } = await pool.query<QueuedReport>(
      `SELECT r.*, a.first_name || ' ' || a.last_name AS reporter_name, b.first_name || ' ' || b.last_name AS reported_name, b.photos AS reported_photos
       FROM public.reports r
       LEFT JOIN public.members a ON a.id = r.reporter_id
       LEFT JOIN public.members b ON b.id = r.reported_member_id
       WHERE r.status = 'pending' ORDER BY r.created_at, r.id LIMIT ${QUEUE_LIMIT}`,
    );
    ctx.body = rows.map((row) => ({
      id: row.id,
      reason: row.reason,
      description: row.description,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      reporter: { id: row.reporter_id, name: row.reporter_name },
      reported: { id: row.reported_member_id, name: row.reported_name, photos: row.reported_photos ?? [] },
    })) satisfies ResponseOf<typeof listReports>;
  });
  return router;
};
