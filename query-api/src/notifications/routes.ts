import { countUnreadNotifications, listNotifications, type ResponseOf } from '@sankofa/contracts';
import type pg from 'pg';
import { NOTIFICATIONS_PROJECTOR, type NotificationRow } from '@sankofa/projections/notifications';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { MEMBERS_PROJECTOR } from '@sankofa/projections/members';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';
import { viewOfRow } from './notification-view.ts';
import { relatedMembers } from './related-members.ts';

export interface NotificationsQueryDependencies {
  pool: pg.Pool;
  tokens: AccessTokens;
}

const LIST_LIMIT = 100;

const NOTIFICATIONS = `SELECT id, member_id, type, title, message, related_member_id, is_read, created_at FROM notifications
  WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${LIST_LIMIT}`;

/** GET /api/notifications (the token's member's newest first) and GET /api/notifications/unread-count. */
export const notificationsQueryRouter = ({ pool, tokens }: NotificationsQueryDependencies): ReadModelRouter => {
  const router = readModelRouter([NOTIFICATIONS_PROJECTOR, MEMBERS_PROJECTOR]);

  mount(router, listNotifications, requireMember(tokens), async (ctx) => {
    const { rows } = await pool.query<NotificationRow>(NOTIFICATIONS, [principalOf(ctx).memberId]);
    const related = await relatedMembers(pool, [...new Set(rows.flatMap((row) => row.related_member_id ?? []))]);
    ctx.body = rows.map((row) => viewOfRow(row, related.get(row.related_member_id ?? '') ?? null)) satisfies ResponseOf<typeof listNotifications>;
  });

  mount(router, countUnreadNotifications, requireMember(tokens), async (ctx) => {
    const { rows } = await pool.query<{ count: number }>('SELECT count(*)::int AS count FROM notifications WHERE member_id = $1 AND NOT is_read', [
      principalOf(ctx).memberId,
    ]);
    ctx.body = { count: rows[0]?.count ?? 0 } satisfies ResponseOf<typeof countUnreadNotifications>;
  });
  return router;
};
