import type { PrivateMember, PublicMember } from '@sankofa/contracts';
import type { MemberRow } from '@sankofa/projections/members';
import { isPremiumRowAt } from './premium-member.ts';

/** The columns a public profile is made of: any read model holding them can show one. */
export const PUBLIC_MEMBER_COLUMNS = [
  'id', 'first_name', 'last_name', 'age', 'location', 'profession', 'heritage', 'ethnic_group', 'bio', 'bio_type', 'audio_bio',
  'video_bio', 'cultural_values', 'languages', 'diaspora_generation', 'religion_spirituality', 'relationship_goals', 'photos',
  'is_premium', 'premium_until', 'is_verified', 'current_city', 'current_country', 'home_country', 'created_at',
  'shares_ethnicity_religion',
] as const satisfies readonly (keyof MemberRow)[];

export type PublicMemberColumns = Pick<MemberRow, (typeof PUBLIC_MEMBER_COLUMNS)[number]>;

/**
 * What any signed-in member may see of another: never e-mail, phone, exact coordinates or security
 * settings, and her ethnic group and religion only with her consent (a row without it shows neither).
 */
export const toPublicMember = (row: PublicMemberColumns, now = new Date()): PublicMember => ({
  id: row.id,
  name: `${row.first_name} ${row.last_name}`,
  firstName: row.first_name,
  lastName: row.last_name,
  age: row.age,
  location: row.location,
  profession: row.profession,
  heritage: row.heritage,
  ethnicGroup: row.shares_ethnicity_religion ? row.ethnic_group : null,
  bio: row.bio,
  bioType: row.bio_type,
  audioBio: row.audio_bio,
  videoBio: row.video_bio,
  culturalValues: row.cultural_values,
  languages: row.languages,
  diasporaGeneration: row.diaspora_generation,
  religionSpirituality: row.shares_ethnicity_religion ? row.religion_spirituality : null,
  relationshipGoals: row.relationship_goals,
  photos: row.photos,
  isPremium: isPremiumRowAt(row, now),
  isVerified: row.is_verified,
  currentCity: row.current_city,
  currentCountry: row.current_country,
  homeCountry: row.home_country,
  createdAt: row.created_at.toISOString(),
});

/** The member's own view of themselves (GET /api/user): her own ethnic group and religion whatever she consented to. */
export const toPrivateMember = (row: MemberRow, now = new Date()): PrivateMember => ({
  ...toPublicMember(row, now),
  ethnicGroup: row.ethnic_group,
  religionSpirituality: row.religion_spirituality,
  email: row.email,
  phoneNumber: row.phone_number,
  latitude: row.latitude,
  longitude: row.longitude,
  twoFactorEnabled: row.two_factor_enabled,
  preferredLanguage: row.preferred_language,
  autoTranslate: row.auto_translate,
  role: row.role,
  interfaceLanguage: row.interface_language,
  paused: row.is_paused,
  sensitiveDataConsent: { ethnicityAndReligion: row.shares_ethnicity_religion, preciseLocation: row.shares_precise_location },
});

export type { PrivateMember, PublicMember };
