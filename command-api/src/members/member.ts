import { isPremiumActiveAt, premiumPeriodOf } from '../premium/premium-rule.ts';
import type {
  BioUpdated,
  EventDefinition,
  LocationUpdated,
  MemberRegistered,
  NewEventOf,
  PhotosChanged,
  PremiumActivated,
  PremiumEnded,
  ProfileUpdated,
  SensitiveDataConsentSaved,
} from '@sankofa/events';

export type DataOf<Definition> = Definition extends EventDefinition<string, infer Data> ? Data : never;

/** The member stream's events this aggregate decides or reads (signup records her consent with her registration); the stream carries others (logins, 2FA) that it ignores. */
export type MemberStreamEvent = NewEventOf<
  | typeof MemberRegistered
  | typeof ProfileUpdated
  | typeof PhotosChanged
  | typeof BioUpdated
  | typeof LocationUpdated
  | typeof PremiumActivated
  | typeof PremiumEnded
  | typeof SensitiveDataConsentSaved
>;

export interface Place {
  location: string;
  currentCity: string | null;
  currentCountry: string | null;
}

export type Bio = Pick<DataOf<typeof BioUpdated>, 'bioType' | 'content'>;

/**
 * Only what decisions need: premium gates recorded bios, the bio as it stands makes sending it
 * again a no-op, the place fills in what a location update leaves out.
 */
export type Member =
  | { status: 'unregistered' }
  | { status: 'registered'; memberId: string; premium: { until: Date | null } | null; bio: Bio; place: Place };

export type RegisteredMember = Extract<Member, { status: 'registered' }>;

export const initialMember: Member = { status: 'unregistered' };

export const isPremiumAt = (member: Member, now: Date): boolean =>
  member.status === 'registered' && isPremiumActiveAt(member.premium, now);

export const evolveMember = (member: Member, event: MemberStreamEvent): Member => {
  if (event.type === 'MemberRegistered') {
    const { memberId, bio, location, currentCity, currentCountry } = event.data;
    return { status: 'registered', memberId, premium: null, bio: { bioType: 'text', content: bio }, place: { location, currentCity, currentCountry } };
  }
  if (member.status !== 'registered') return member;
  switch (event.type) {
    case 'ProfileUpdated':
      return event.data.changes.location === undefined ? member : { ...member, place: { ...member.place, location: event.data.changes.location } };
    case 'LocationUpdated': {
      const { location, currentCity, currentCountry } = event.data;
      return { ...member, place: { location, currentCity, currentCountry } };
    }
    case 'BioUpdated':
      return { ...member, bio: { bioType: event.data.bioType, content: event.data.content } };
    case 'PremiumActivated':
      return { ...member, premium: premiumPeriodOf(event.data) };
    case 'PremiumEnded':
      return { ...member, premium: null };
    default:
      return member;
  }
};
