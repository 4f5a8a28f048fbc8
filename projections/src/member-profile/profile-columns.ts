import type { MemberEvent } from '@sankofa/events';
import { coarseLocationText, coarseOrNull } from '@sankofa/server-kit';

/**
 * The profile columns that every read model of members (members, discovery) folds the same way
 * from the member's own events. A pure function of each event: projectors never read each other.
 * Coordinates (and a location text that is coordinates) are only ever written coarse, whatever
 * an event holds: events logged before the commands made them so are covered by a rebuild.
 */
export interface ProfileColumns {
  first_name: string;
  last_name: string;
  age: number;
  location: string;
  heritage: string;
  profession: string;
  bio: string;
  bio_type: 'text' | 'audio' | 'video';
  audio_bio: string | null;
  video_bio: string | null;
  ethnic_group: string | null;
  languages: string[];
  diaspora_generation: string | null;
  cultural_values: string[];
  religion_spirituality: string | null;
  relationship_goals: string | null;
  home_country: string | null;
  current_city: string | null;
  current_country: string | null;
  photos: string[];
  latitude: number | null;
  longitude: number | null;
  is_premium: boolean;
  /** ISO time; null while premium has no end date (or the member is not premium). */
  premium_until: string | null;
}

type Registered = Extract<MemberEvent, { type: 'MemberRegistered' }>['data'];

export const registeredProfile = (data: Registered): ProfileColumns => ({
  first_name: data.firstName,
  last_name: data.lastName,
  age: data.age,
  location: coarseLocationText(data.location),
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
  ...coarseOrNull({ latitude: data.latitude, longitude: data.longitude }),
  is_premium: false,
  premium_until: null,
});

/** What is left of a deleted member's profile where a row must stay (a list that follows rows by position): nothing of hers. */
export const erasedProfile: ProfileColumns = {
  first_name: '',
  last_name: '',
  age: 0,
  location: '',
  heritage: '',
  profession: '',
  bio: '',
  bio_type: 'text',
  audio_bio: null,
  video_bio: null,
  ethnic_group: null,
  languages: [],
  diaspora_generation: null,
  cultural_values: [],
  religion_spirituality: null,
  relationship_goals: null,
  home_country: null,
  current_city: null,
  current_country: null,
  photos: [],
  latitude: null,
  longitude: null,
  is_premium: false,
  premium_until: null,
};

type ProfileChanges = Extract<MemberEvent, { type: 'ProfileUpdated' }>['data']['changes'];

const profileChanges = (changes: ProfileChanges): Partial<ProfileColumns> => {
  const columns: Partial<ProfileColumns> = {
    first_name: changes.firstName,
    last_name: changes.lastName,
    age: changes.age,
    location: changes.location === undefined ? undefined : coarseLocationText(changes.location),
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

/** What a member event changes in the profile columns; nothing for the events that are not about the profile. */
export const profileColumnChanges = (event: MemberEvent): Partial<ProfileColumns> => {
  switch (event.type) {
    case 'ProfileUpdated':
      return profileChanges(event.data.changes);
    case 'PhotosChanged':
      return { photos: event.data.photos };
    case 'BioUpdated':
      return { bio_type: event.data.bioType, [BIO_COLUMN[event.data.bioType]]: event.data.content };
    case 'LocationUpdated': {
      const { latitude, longitude, location, currentCity, currentCountry } = event.data;
      return { ...coarseOrNull({ latitude, longitude }), location: coarseLocationText(location), current_city: currentCity, current_country: currentCountry };
    }
    case 'PremiumActivated':
      return { is_premium: true, premium_until: event.data.until };
    case 'PremiumEnded':
      return { is_premium: false, premium_until: null };
    default:
      return {};
  }
};
