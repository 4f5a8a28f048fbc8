/**
 * The push subscriptions read model as readers see it (`@sankofa/projections/push-subscriptions`):
 * each member's devices, kinds and quiet hours, mutes and blocks.
 */
export const PUSH_SUBSCRIPTIONS_VIEWS = ['push_blocks', 'push_hidden_words', 'push_mutes', 'push_preferences', 'push_subscriptions'] as const;
/** The projector that writes these views: what a read of them waits for after a write (read-your-writes). */
export const PUSH_SUBSCRIPTIONS_PROJECTOR = 'push_subscriptions';

/** `public.push_subscriptions`: one row per member and device. */
export interface PushSubscriptionRow {
  member_id: string;
  subscription_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `public.push_preferences`: no row means every kind and no quiet hours. */
export interface PushPreferencesRow {
  member_id: string;
  kinds: string[];
  quiet_start: string | null;
  quiet_end: string | null;
  time_zone: string | null;
}

/** What a member who never chose gets: every kind. */
export const DEFAULT_PUSH_KINDS = ['matches', 'messages', 'likes', 'dates_and_games', 'events'] as const;
