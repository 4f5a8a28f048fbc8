import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectors } from './registry.ts';
import { listTables } from './runtime/schemas.ts';
import { openTestLog, type TestLog } from './runtime/testing/test-log.ts';
import { DISCOVERY_VIEWS } from './discovery/read-model.ts';
import { INVENTORY_VIEWS } from './consumables/read-model.ts';
import { LOVE_PASSPORTS_VIEWS } from './love-passport/read-model.ts';
import { MATCHES_VIEWS } from './matches/read-model.ts';
import { MEMBER_PREFERENCES_VIEWS } from './member-preferences/read-model.ts';
import { MEMBER_STATS_VIEWS } from './member-stats/read-model.ts';
import { MEMBERS_VIEWS } from './members/read-model.ts';
import { MODERATION_VIEWS } from './moderation/read-model.ts';
import { NOTIFICATIONS_VIEWS } from './notifications/read-model.ts';
import { STREAM_ACTIVITY_VIEWS } from './stream-activity/read-model.ts';
import { PROFILE_VIEWERS_VIEWS } from './profile-views/read-model.ts';
import { TRUST_SCORES_VIEWS } from './trust-scores/read-model.ts';
import { SECURITY_LOG_VIEWS } from './security-log/read-model.ts';
import { MEMBER_PRIVACY_VIEWS } from './member-privacy/read-model.ts';
import { GAMES_VIEWS } from './games/read-model.ts';
import { VERIFICATION_VIEWS } from './verification/read-model.ts';
import { CHAT_RECEIPTS_VIEWS } from './chat-receipts/read-model.ts';
import { VIRTUAL_DATES_VIEWS } from './virtual-dates/read-model.ts';
import { INFLUENCER_VIEWS } from './influencers/read-model.ts';
import { AI_MATCHING_VIEWS } from './ai-matching/read-model.ts';
import { COMMUNITY_EVENTS_VIEWS } from './community-events/read-model.ts';
import { ANALYTICS_VIEWS } from './analytics/read-model.ts';
import { EVENT_INDEX_VIEWS } from './event-index/read-model.ts';
import { PUSH_SUBSCRIPTIONS_VIEWS } from './push-subscriptions/read-model.ts';
import { ACCOUNT_HOLDS_VIEWS } from './account-holds/read-model.ts';
import { CONTACT_BLOCKS_VIEWS } from './contact-blocks/read-model.ts';
import { DATE_SHARES_VIEWS } from './date-shares/read-model.ts';
import { PHOTO_SCREENING_VIEWS } from './photo-screening/read-model.ts';

/** What each read-model file tells readers they may query, by projector name. */
const declaredViews: Record<string, readonly string[]> = {
  discovery: DISCOVERY_VIEWS,
  inventory: INVENTORY_VIEWS,
  love_passports: LOVE_PASSPORTS_VIEWS,
  matches: MATCHES_VIEWS,
  member_preferences: MEMBER_PREFERENCES_VIEWS,
  member_stats: MEMBER_STATS_VIEWS,
  members: MEMBERS_VIEWS,
  moderation: MODERATION_VIEWS,
  notifications: NOTIFICATIONS_VIEWS,
  stream_activity: STREAM_ACTIVITY_VIEWS,
  profile_viewers: PROFILE_VIEWERS_VIEWS,
  trust_scores: TRUST_SCORES_VIEWS,
  security_log: SECURITY_LOG_VIEWS,
  member_privacy: MEMBER_PRIVACY_VIEWS,
  games: GAMES_VIEWS,
  verification: VERIFICATION_VIEWS,
  chat_receipts: CHAT_RECEIPTS_VIEWS,
  virtual_dates: VIRTUAL_DATES_VIEWS,
  influencers: INFLUENCER_VIEWS,
  ai_matching: AI_MATCHING_VIEWS,
  community_events: COMMUNITY_EVENTS_VIEWS,
  analytics: ANALYTICS_VIEWS,
  event_index: EVENT_INDEX_VIEWS,
  push_subscriptions: PUSH_SUBSCRIPTIONS_VIEWS,
  date_shares: DATE_SHARES_VIEWS,
  account_holds: ACCOUNT_HOLDS_VIEWS,
  contact_blocks: CONTACT_BLOCKS_VIEWS,
  photo_screening: PHOTO_SCREENING_VIEWS,
};

let log: TestLog;
beforeAll(async () => {
  log = await openTestLog();
});
afterAll(() => log.close());

describe('each read model file', () => {
  it.each(projectors.map((projector) => [projector.name, projector] as const))('names the views %s publishes', async (name, projector) => {
    const client = await log.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`CREATE SCHEMA read_model_check`);
      await client.query(`SET LOCAL search_path TO read_model_check, public`);
      await projector.init(client);
      expect(await listTables(client, 'read_model_check')).toEqual([...(declaredViews[name] ?? [])].sort());
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});

describe('the read models together', () => {
  it('name no table twice, so one search path serves a live batch of every projector', () => {
    const tables = Object.values(declaredViews).flat();
    expect(tables.filter((table, index) => tables.indexOf(table) !== index)).toEqual([]);
    expect(Object.keys(declaredViews).sort()).toEqual(projectors.map((projector) => projector.name).sort());
  });
});
