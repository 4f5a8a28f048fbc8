import type { BioUpdated, EventOf, LocationUpdated, MemberRegistered, PhotosChanged, ProfileUpdated } from '@sankofa/events';

export type ProfileEvent = EventOf<typeof MemberRegistered | typeof ProfileUpdated | typeof PhotosChanged | typeof BioUpdated | typeof LocationUpdated>;

/**
 * What any member may see of another, in the shape GET /api/users/:id answers (the query side's
 * PublicMember), folded from the member's own stream: the swipe that makes a match answers with
 * the matched member at once, with no read model to wait for.
 */
export interface PublicProfile {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  age: number;
  location: string;
  profession: string;
  heritage: string;
  ethnicGroup: string | null;
  bio: string;
  bioType: 'text' | 'audio' | 'video';
  audioBio: string | null;
  videoBio: string | null;
  culturalValues: string[];
  languages: string[];
  diasporaGeneration: string | null;
  religionSpirituality: string | null;
  relationshipGoals: string | null;
  photos: string[];
  isPremium: boolean;
  isVerified: boolean;
  currentCity: string | null;
  currentCountry: string | null;
  homeCountry: string | null;
  createdAt: string;
}

/** `isPremium` depends on the time it is shown, so the fold keeps the rest. */
export type ProfileRecord = Omit<PublicProfile, 'isPremium'>;

const BIO_FIELD = { text: 'bio', audio: 'audioBio', video: 'videoBio' } as const;

export const registeredProfile = ({ data, metadata }: EventOf<typeof MemberRegistered>): ProfileRecord => ({
  id: data.memberId,
  name: `${data.firstName} ${data.lastName}`,
  firstName: data.firstName,
  lastName: data.lastName,
  age: data.age,
  location: data.location,
  profession: data.profession,
  heritage: data.heritage,
  ethnicGroup: data.ethnicGroup,
  bio: data.bio,
  bioType: 'text',
  audioBio: null,
  videoBio: null,
  culturalValues: data.culturalValues,
  languages: data.languages,
  diasporaGeneration: data.diasporaGeneration,
  religionSpirituality: data.religionSpirituality,
  relationshipGoals: data.relationshipGoals,
  photos: data.photos,
  isVerified: false,
  currentCity: data.currentCity,
  currentCountry: data.currentCountry,
  homeCountry: data.homeCountry,
  createdAt: metadata.occurredAt,
});

const withoutUndefined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;

export const evolveProfile = (profile: ProfileRecord, event: Exclude<ProfileEvent, EventOf<typeof MemberRegistered>>): ProfileRecord => {
  switch (event.type) {
    case 'ProfileUpdated': {
      const changed = { ...profile, ...withoutUndefined(event.data.changes) };
      return { ...changed, name: `${changed.firstName} ${changed.lastName}` };
    }
    case 'PhotosChanged':
      return { ...profile, photos: event.data.photos };
    case 'BioUpdated':
      return { ...profile, bioType: event.data.bioType, [BIO_FIELD[event.data.bioType]]: event.data.content };
    case 'LocationUpdated': {
      const { location, currentCity, currentCountry } = event.data;
      return { ...profile, location, currentCity, currentCountry };
    }
    default: {
      const _unhandled: never = event;
      return profile;
    }
  }
};
