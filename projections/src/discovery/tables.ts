import type { ConsentColumns } from '../member-profile/consent-columns.ts';
import type { PreferenceColumns } from '../member-profile/preference-columns.ts';

/**
 * Discovery's own tables: what it searches and ranks on (`discovery_profiles`, kept narrow: a
 * ranking reads every candidate of a city), what a card shows (`discovery_cards`), the viewers'
 * filters, who swiped whom and who blocked whom.
 */
export const DISCOVERY_TABLES = `
CREATE TABLE discovery_profiles (
  member_id text COLLATE "C" PRIMARY KEY,
  age integer NOT NULL,
  heritage text NOT NULL,
  ethnic_group text,
  languages text[] NOT NULL,
  diaspora_generation text,
  cultural_values text[] NOT NULL,
  religion_spirituality text,
  relationship_goals text,
  home_country text,
  current_city text,
  current_country text,
  latitude double precision,
  longitude double precision,
  city_key text,
  country_key text,
  home_country_key text,
  values_bits bigint NOT NULL,
  language_bits bigint NOT NULL,
  is_premium boolean NOT NULL,
  premium_until timestamptz,
  is_verified boolean NOT NULL,
  is_suspended boolean NOT NULL,
  is_hidden boolean NOT NULL DEFAULT false,
  is_paused boolean NOT NULL DEFAULT false,
  shares_ethnicity_religion boolean NOT NULL DEFAULT false,
  shares_precise_location boolean NOT NULL DEFAULT false,
  is_deleted boolean NOT NULL DEFAULT false,
  boosted_until timestamptz,
  created_at timestamptz NOT NULL,
  last_position text COLLATE "C" NOT NULL
);
CREATE INDEX discovery_profiles_by_city ON discovery_profiles (city_key, created_at DESC, member_id DESC);
CREATE INDEX discovery_profiles_by_city_and_age ON discovery_profiles (city_key, age);
CREATE INDEX discovery_profiles_by_country ON discovery_profiles (country_key);
CREATE INDEX discovery_profiles_by_home_country ON discovery_profiles (home_country_key);
CREATE INDEX discovery_profiles_by_heritage ON discovery_profiles (heritage);
CREATE INDEX discovery_profiles_by_place ON discovery_profiles USING gist (point(longitude, latitude));
CREATE INDEX discovery_profiles_by_position ON discovery_profiles (last_position);

CREATE TABLE discovery_cards (
  member_id text COLLATE "C" PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  location text NOT NULL,
  profession text NOT NULL,
  bio text NOT NULL,
  bio_type text NOT NULL,
  audio_bio text,
  video_bio text,
  photos text[] NOT NULL
);

CREATE TABLE discovery_preferences (
  member_id text COLLATE "C" PRIMARY KEY,
  age_min integer NOT NULL,
  age_max integer NOT NULL,
  max_distance integer NOT NULL,
  preferred_heritages text[] NOT NULL,
  preferred_ethnic_groups text[] NOT NULL,
  preferred_languages text[] NOT NULL,
  preferred_diaspora_generations text[] NOT NULL,
  preferred_cultural_values text[] NOT NULL,
  preferred_religions text[] NOT NULL,
  preferred_relationship_goals text[] NOT NULL,
  deal_breakers text[] NOT NULL,
  preferred_cities text[] NOT NULL,
  search_in_current_city boolean NOT NULL,
  search_in_home_country boolean NOT NULL,
  search_in_diaspora_hubs boolean NOT NULL,
  international_matching boolean NOT NULL,
  last_position text COLLATE "C" NOT NULL
);

CREATE TABLE discovery_swipes (
  swiper_id text COLLATE "C" NOT NULL,
  swiped_id text COLLATE "C" NOT NULL,
  is_like boolean NOT NULL,
  last_position text COLLATE "C" NOT NULL,
  PRIMARY KEY (swiper_id, swiped_id) INCLUDE (is_like)
);

CREATE TABLE discovery_blocks (
  blocker_id text COLLATE "C" NOT NULL,
  blocked_id text COLLATE "C" NOT NULL,
  PRIMARY KEY (blocker_id, blocked_id)
);
CREATE INDEX discovery_blocks_by_blocked ON discovery_blocks (blocked_id, blocker_id);

CREATE TABLE discovery_terms (
  kind text NOT NULL,
  term text NOT NULL,
  bit integer NOT NULL,
  PRIMARY KEY (kind, term),
  UNIQUE (kind, bit)
);

-- Each member's Privacy Settings, when saved: a hidden member is in nobody's list, and her distance shows only to those she allows.
CREATE TABLE discovery_privacy (
  member_id text COLLATE "C" PRIMARY KEY,
  distance_visibility text NOT NULL,
  hide_from_discovery boolean NOT NULL,
  last_position text COLLATE "C" NOT NULL
);
CREATE INDEX discovery_privacy_hidden ON discovery_privacy (member_id) WHERE hide_from_discovery;

-- Each member's latest rewind: a viewer's ranked discovery list is ranked again after one, so the profile it brought back shows.
CREATE TABLE discovery_rewinds (
  member_id text COLLATE "C" PRIMARY KEY,
  last_position text COLLATE "C" NOT NULL
);
`;

/**
 * `public.discovery_profiles`: one row per member, the columns discovery filters and ranks on. Her
 * ethnic group, religion and coordinates are read only as far as her consent columns allow.
 */
export interface DiscoveryProfileRow extends ConsentColumns {
  member_id: string;
  age: number;
  heritage: string;
  ethnic_group: string | null;
  languages: string[];
  diaspora_generation: string | null;
  cultural_values: string[];
  religion_spirituality: string | null;
  relationship_goals: string | null;
  home_country: string | null;
  current_city: string | null;
  current_country: string | null;
  latitude: number | null;
  longitude: number | null;
  /** current_city, current_country and home_country trimmed and lower-cased: places compare case-insensitively. */
  city_key: string | null;
  country_key: string | null;
  home_country_key: string | null;
  /** One bit per cultural value (language): two members' shared ones are the set bits of `a & b`. */
  values_bits: string;
  language_bits: string;
  is_premium: boolean;
  premium_until: Date | null;
  is_verified: boolean;
  is_suspended: boolean;
  /** Hidden from discovery by her Privacy Settings. */
  is_hidden: boolean;
  /** Paused from Settings: shown to no one new until she resumes. */
  is_paused: boolean;
  /** Deleted her account: shown to no one, ever; the row keeps nothing of hers but her id, so ranked lists learn she left. */
  is_deleted: boolean;
  boosted_until: Date | null;
  created_at: Date;
  last_position: string;
}

/** `public.discovery_cards`: what a discovery card shows besides the profile columns. */
export interface DiscoveryCardRow {
  member_id: string;
  first_name: string;
  last_name: string;
  location: string;
  profession: string;
  bio: string;
  bio_type: 'text' | 'audio' | 'video';
  audio_bio: string | null;
  video_bio: string | null;
  photos: string[];
}

/** `public.discovery_preferences`: each viewer's saved filters; no row means the defaults. */
export interface DiscoveryPreferencesRow extends PreferenceColumns {
  member_id: string;
  last_position: string;
}
