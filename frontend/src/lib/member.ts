/** A member as others see them (GET /api/users/:id and lists). */
export interface PublicMember {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  age: number;
  location: string;
  profession: string;
  heritage: string;
  ethnicGroup: string | null;
  bio: string | null;
  bioType: BioType | null;
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

export type BioType = 'text' | 'audio' | 'video';

/** The signed-in member, private fields included (GET /api/user). */
export interface CurrentUser extends PublicMember {
  email: string;
  phoneNumber: string;
  latitude: number | null;
  longitude: number | null;
  twoFactorEnabled: boolean;
  preferredLanguage: string | null;
  autoTranslate: boolean;
  role: string;
}

/** What an avatar shows without a photo: the first name's initial, else the name's, else 'U'. */
export function initialOf(member: Pick<PublicMember, 'firstName' | 'name'> | null | undefined): string {
  const source = member?.firstName?.trim() || member?.name?.trim();
  return source ? source.charAt(0).toUpperCase() : 'U';
}
