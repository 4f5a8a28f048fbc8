import { countUnreadNotifications, listNotifications, type ResponseOf } from '@sankofa/contracts';
import type pg from 'pg';
import { NOTIFICATIONS_PROJECTOR, type NotificationRow } from '@sankofa/projections/notifications';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { MEMBERS_PROJECTOR } from '@sankofa/projections/members';
import { MATCHES_PROJECTOR } from '@sankofa/projections/matches';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';
import { viewOfRow } from './notification-view.ts';
import { relatedMembers } from './related-members.ts';

export interface NotificationsQueryDependencies {
  pool: pg.Pool;
  tokens: AccessTokens;
}

const LIST_LIMIT = 100;

/** What a message notification says instead of words that hold one of her hidden words: those wait in her Hidden folder. */
export const HIDDEN_MESSAGE_NOTICE = 'A message went to your Hidden folder';

const NOTIFICATIONS = `
SELECT n.id, n.member_id, n.type, n.title, n.related_member_id, n.is_read, n.created_at,
  CASE WHEN n.type = 'message' AND EXISTS (SELECT 1 FROM public.hidden_words hw, unnest(hw.words) word WHERE hw.member_id = n.member_id AND strpos(lower(n.message), word) > 0)
    THEN $2 ELSE n.message END AS message
FROM notifications n
WHERE n.member_id = $1 ORDER BY n.created_at DESC, n.id DESC LIMIT ${LIST_LIMIT}`;

/** GET /api/notifications (the token's member's newest first) and GET /api/notifications/unread-count. */
export const notificationsQueryRouter = ({ pool, tokens }: NotificationsQueryDependencies): ReadModelRouter => {
  const router = readModelRouter([NOTIFICATIONS_PROJECTOR, MEMBERS_PROJECTOR, MATCHES_PROJECTOR]);

  mount(router, listNotifications, requireMember(tokens), async (ctx) => {
    const { rows } = await pool.query<NotificationRow>(NOTIFICATIONS, [principalOf(ctx).memberId, HIDDEN_MESSAGE_NOTICE]);
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
