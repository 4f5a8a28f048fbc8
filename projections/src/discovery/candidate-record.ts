import type { MemberEvent } from '@sankofa/events';
import type { DiscoveryCardRow, DiscoveryProfileRow } from './tables.ts';

type Derived = 'city_key' | 'country_key' | 'home_country_key' | 'values_bits' | 'language_bits';
type Timestamps = 'premium_until' | 'boosted_until' | 'created_at';

/** A member as discovery folds them, in JSON: both tables' columns, timestamps as ISO strings, before the derived columns. */
export type CandidateRecord = Omit<DiscoveryProfileRow, Derived | Timestamps> &
  DiscoveryCardRow & { premium_until: string | null; boosted_until: string | null; created_at: string };

const registered = ({ data, metadata, position }: Extract<MemberEvent, { type: 'MemberRegistered' }>): CandidateRecord => ({
  member_id: data.memberId,
  first_name: data.firstName,
  last_name: data.lastName,
  age: data.age,
  location: data.location,
  heritage: data.heritage,
  profession: data.profession,
  bio: data.bio,
  bio_type: 'text',
  audio_bio: null,
  video_bio: null,
  ethnic_group: data.ethnicGroup,
  languages: data.languages,
  diaspora_generation: data.diasporaGeneration,
  cultural_values: data.culturalValues,
  religion_spirituality: data.religionSpirituality,
  relationship_goals: data.relationshipGoals,
  home_country: data.homeCountry,
  current_city: data.currentCity,
  current_country: data.currentCountry,
  photos: data.photos,
  latitude: data.latitude,
  longitude: data.longitude,
  is_premium: false,
  premium_until: null,
  is_verified: false,
  is_suspended: false,
  boosted_until: null,
  created_at: metadata.occurredAt,
  last_position: position,
});

type ProfileChanges = Extract<MemberEvent, { type: 'ProfileUpdated' }>['data']['changes'];

const profileChanges = (changes: ProfileChanges): Partial<CandidateRecord> => {
  const columns: Partial<CandidateRecord> = {
    first_name: changes.firstName,
    last_name: changes.lastName,
    age: changes.age,
    location: changes.location,
    heritage: changes.heritage,
    profession: changes.profession,
    bio: changes.bio,
    ethnic_group: changes.ethnicGroup,
    languages: changes.languages,
    diaspora_generation: changes.diasporaGeneration,
    cultural_values: changes.culturalValues,
    religion_spirituality: changes.religionSpirituality,
    relationship_goals: changes.relationshipGoals,
    home_country: changes.homeCountry,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
};

const BIO_COLUMN = { text: 'bio', audio: 'audio_bio', video: 'video_bio' } as const;

const changesOf = (event: MemberEvent): Partial<CandidateRecord> => {
  switch (event.type) {
    case 'ProfileUpdated':
      return profileChanges(event.data.changes);
    case 'PhotosChanged':
      return { photos: event.data.photos };
    case 'BioUpdated':
      return { bio_type: event.data.bioType, [BIO_COLUMN[event.data.bioType]]: event.data.content };
    case 'LocationUpdated': {
      const { latitude, longitude, location, currentCity, currentCountry } = event.data;
      return { latitude, longitude, location, current_city: currentCity, current_country: currentCountry };
    }
    case 'PremiumActivated':
      return { is_premium: true, premium_until: event.data.until };
    case 'PremiumEnded':
      return { is_premium: false, premium_until: null };
    default:
      return {};
  }
};

/** Member events discovery reads; the others (logins, two-factor) never change a card. */
export const CANDIDATE_EVENT_TYPES = ['MemberRegistered', 'ProfileUpdated', 'PhotosChanged', 'BioUpdated', 'LocationUpdated', 'PremiumActivated', 'PremiumEnded'] as const;

/**
 * One event on one member. Events the record already holds (at or before its position) and
 * events about a member not registered yet change nothing, so a batch applied twice is a no-op.
 */
export const evolveCandidate = (record: CandidateRecord | undefined, event: MemberEvent): CandidateRecord | undefined => {
  if (event.type === 'MemberRegistered') return record ?? registered(event);
  if (!record || event.position <= record.last_position) return record;
  return { ...record, ...changesOf(event), last_position: event.position };
};
