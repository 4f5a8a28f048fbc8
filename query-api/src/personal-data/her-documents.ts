import type pg from 'pg';
import { memberStream, type EventStore } from '@sankofa/events';
import { redactEvent } from '@sankofa/events/export';
import { jsonArray, jsonObject, oneRow, pagedRows } from './paged-rows.ts';

/** One JSON file of the archive, written as it is read. */
export interface ArchiveDocument {
  name: string;
  content: AsyncIterable<string>;
}

/** Her profile as the app holds it now; never the password hash or the two-factor secret, which `members` does not keep. */
const PROFILE = `
SELECT id, email, phone_number AS "phoneNumber", first_name AS "firstName", last_name AS "lastName", age, location, heritage,
       profession, bio, bio_type AS "bioType", audio_bio AS "audioBio", video_bio AS "videoBio", ethnic_group AS "ethnicGroup",
       languages, diaspora_generation AS "diasporaGeneration", cultural_values AS "culturalValues",
       religion_spirituality AS "religionSpirituality", relationship_goals AS "relationshipGoals", home_country AS "homeCountry",
       current_city AS "currentCity", current_country AS "currentCountry", photos, latitude, longitude, role,
       two_factor_enabled AS "twoFactorEnabled", is_verified AS "isVerified", preferred_language AS "preferredLanguage",
       auto_translate AS "autoTranslate", interface_language AS "interfaceLanguage", is_paused AS "paused",
       created_at AS "createdAt", updated_at AS "updatedAt", last_active AS "lastActive"
FROM public.members WHERE id = $1`;

/** Every event of her own stream, secrets replaced (her own e-mail and phone stay: they are hers). */
async function* historyOf(store: EventStore, memberId: string): AsyncGenerator<unknown> {
  for await (const event of store.readStream(memberStream(memberId))) {
    const { type, data, metadata, revision } = redactEvent(event, { includeContact: true });
    yield { revision, type, occurredAt: metadata.occurredAt, schemaVersion: metadata.schemaVersion, data };
  }
}

const MATCH_PREFERENCES = `
SELECT age_min AS "ageMin", age_max AS "ageMax", max_distance AS "maxDistance", preferred_heritages AS "preferredHeritages",
       preferred_ethnic_groups AS "preferredEthnicGroups", preferred_languages AS "preferredLanguages",
       preferred_diaspora_generations AS "preferredDiasporaGenerations", preferred_cultural_values AS "preferredCulturalValues",
       preferred_religions AS "preferredReligions", preferred_relationship_goals AS "preferredRelationshipGoals",
       deal_breakers AS "dealBreakers", preferred_cities AS "preferredCities", search_in_current_city AS "searchInCurrentCity",
       search_in_home_country AS "searchInHomeCountry", search_in_diaspora_hubs AS "searchInDiasporaHubs",
       international_matching AS "internationalMatching", updated_at AS "updatedAt"
FROM public.member_preferences WHERE member_id = $1`;
const DISCOVERY_PRIVACY = `SELECT distance_visibility AS "distanceVisibility", hide_from_discovery AS "hideFromDiscovery" FROM public.member_privacy WHERE member_id = $1`;
const CHAT_PRIVACY = `SELECT show_activity_status AS "showActivityStatus", send_read_receipts AS "sendReadReceipts" FROM public.chat_privacy WHERE member_id = $1`;
const NOTIFICATIONS = `SELECT kinds, quiet_start AS "quietStart", quiet_end AS "quietEnd", time_zone AS "timeZone" FROM public.push_preferences WHERE member_id = $1`;

const SUBSCRIPTION = `SELECT is_premium AS "premium", premium_until AS "premiumUntil" FROM public.members WHERE id = $1`;
const ITEMS = `
SELECT item_id AS key, item_id AS "itemId", item_type AS "itemType", item_name AS "itemName", purchase_price AS "purchasePrice",
       purchased_at AS "purchasedAt", used_at AS "usedAt", revoked
FROM public.consumable_items WHERE member_id = $1 AND ($2::text IS NULL OR item_id > $2) ORDER BY item_id LIMIT $3`;
const PASSPORTS = `
SELECT id AS key, id, region, country, max_swipes AS "maxSwipes", activated_at AS "activatedAt", expires_at AS "expiresAt"
FROM public.love_passports WHERE member_id = $1 AND ($2::text IS NULL OR id > $2) ORDER BY id LIMIT $3`;
const VERIFICATIONS = `
SELECT request_id AS key, request_id AS "requestId", verification_type AS "verificationType", status, submitted_at AS "submittedAt",
       reviewed_at AS "reviewedAt", rejection_reason AS "rejectionReason"
FROM public.verification_requests WHERE member_id = $1 AND ($2::text IS NULL OR request_id > $2) ORDER BY request_id LIMIT $3`;
const BADGES = `
SELECT badge_type AS key, badge_type AS "badgeType", badge_level AS "badgeLevel", points, is_active AS "active", earned_at AS "earnedAt"
FROM public.verification_badges WHERE member_id = $1 AND ($2::text IS NULL OR badge_type > $2) ORDER BY badge_type LIMIT $3`;
/** Dates she shared with a trusted contact: the contact's name (their number or address stay sealed in the log). */
const DATE_SHARES = `
SELECT share_id AS key, share_id AS "shareId", date_kind AS "dateKind", date_id AS "dateId", contact_name AS "contactName", starts_at AS "startsAt",
       place, expires_at AS "expiresAt", stopped, check_in AS "checkIn", shared_at AS "sharedAt"
FROM public.date_shares WHERE member_id = $1 AND ($2::text IS NULL OR share_id > $2) ORDER BY share_id LIMIT $3`;
const SECURITY_LOG = `
SELECT position AS key, action_type AS "actionType", action, risk_level AS "riskLevel", action_taken AS "actionTaken", device, country,
       created_at AS "at"
FROM public.security_log WHERE member_id = $1 AND ($2::text IS NULL OR position > $2) ORDER BY position LIMIT $3`;
const SESSIONS = `
SELECT session_id AS key, session_id AS "sessionId", device, country, started_at AS "startedAt", last_active_at AS "lastActiveAt",
       expires_at AS "expiresAt", ended_at AS "endedAt"
FROM public.member_sessions WHERE member_id = $1 AND ($2::text IS NULL OR session_id > $2) ORDER BY session_id LIMIT $3`;
/** The push service a device subscribed through, not its endpoint or keys: those let anyone push to her device. */
const DEVICES = `
SELECT subscription_id AS key, subscription_id AS "subscriptionId", substring(endpoint from '^https?://[^/]+') AS "pushService"
FROM public.push_subscriptions WHERE member_id = $1 AND ($2::text IS NULL OR subscription_id > $2) ORDER BY subscription_id LIMIT $3`;

async function* single(pool: pg.Pool, sql: string, memberId: string): AsyncGenerator<string> {
  yield `${JSON.stringify(await oneRow(pool, sql, [memberId]), null, 2)}\n`;
}

/** The documents about her alone: profile and history, settings, purchases, passports, verifications, security and devices. */
export const herDocuments = (pool: pg.Pool, store: EventStore, memberId: string): ArchiveDocument[] => {
  const rows = (sql: string) => pagedRows(pool, sql, [memberId]);
  const row = (sql: string) => oneRow(pool, sql, [memberId]);
  return [
    { name: 'profile.json', content: single(pool, PROFILE, memberId) },
    { name: 'profile-history.json', content: jsonArray(historyOf(store, memberId)) },
    {
      name: 'preferences.json',
      content: (async function* () {
        yield* jsonObject({ matchPreferences: await row(MATCH_PREFERENCES), discoveryPrivacy: await row(DISCOVERY_PRIVACY), chatPrivacy: await row(CHAT_PRIVACY), notifications: await row(NOTIFICATIONS) });
      })(),
    },
    {
      name: 'purchases.json',
      content: (async function* () {
        yield* jsonObject({ subscription: await row(SUBSCRIPTION), items: rows(ITEMS) });
      })(),
    },
    { name: 'passports.json', content: jsonArray(rows(PASSPORTS)) },
    { name: 'verifications.json', content: jsonObject({ requests: rows(VERIFICATIONS), badges: rows(BADGES) }) },
    { name: 'security.json', content: jsonObject({ log: rows(SECURITY_LOG), sessions: rows(SESSIONS) }) },
    { name: 'devices.json', content: jsonArray(rows(DEVICES)) },
    { name: 'shared-dates.json', content: jsonArray(rows(DATE_SHARES)) },
  ];
};
