import type pg from 'pg';
import { getPushPublicKey, getPushSettings, type PushKind, type ResponseOf } from '@sankofa/contracts';
import { PUSH_SUBSCRIPTIONS_PROJECTOR, DEFAULT_PUSH_KINDS, type PushPreferencesRow, type PushSubscriptionRow } from '@sankofa/projections/push-subscriptions';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';

export interface PushQueryDependencies {
  pool: pg.Pool;
  tokens: AccessTokens;
  /** The VAPID public key browsers subscribe with; null when push is off. */
  publicKey: string | null;
}

const quietHoursOf = (row: PushPreferencesRow | undefined) =>
  row?.quiet_start && row.quiet_end && row.time_zone ? { start: row.quiet_start, end: row.quiet_end, timeZone: row.time_zone } : null;

/** GET /api/push/public-key (anyone: the key is public) and GET /api/push/settings (the token's member's). */
export const pushQueryRouter = ({ pool, tokens, publicKey }: PushQueryDependencies): ReadModelRouter => {
  const router = readModelRouter([PUSH_SUBSCRIPTIONS_PROJECTOR]);

  mount(router, getPushPublicKey, (ctx) => {
    ctx.body = { publicKey } satisfies ResponseOf<typeof getPushPublicKey>;
  });

  mount(router, getPushSettings, requireMember(tokens), async (ctx) => {
    const { memberId } = principalOf(ctx);
    const [preferences, devices, mutes] = await Promise.all([
      pool.query<PushPreferencesRow>('SELECT member_id, kinds, quiet_start, quiet_end, time_zone FROM push_preferences WHERE member_id = $1', [memberId]),
      pool.query<Pick<PushSubscriptionRow, 'subscription_id' | 'endpoint'>>('SELECT subscription_id, endpoint FROM push_subscriptions WHERE member_id = $1 ORDER BY subscribed_at', [memberId]),
      pool.query<{ muted_member_id: string }>('SELECT muted_member_id FROM push_mutes WHERE member_id = $1 ORDER BY muted_member_id', [memberId]),
    ]);
    const saved = preferences.rows[0];
    ctx.body = {
      kinds: (saved?.kinds ?? [...DEFAULT_PUSH_KINDS]) as PushKind[],
      quietHours: quietHoursOf(saved),
      devices: devices.rows.map((row) => ({ subscriptionId: row.subscription_id, endpoint: row.endpoint })),
      mutedMemberIds: mutes.rows.map((row) => row.muted_member_id),
    } satisfies ResponseOf<typeof getPushSettings>;
  });
  return router;
};
