import {
  BioUpdated,
  LocationUpdated,
  MemberRegistered,
  PhotosChanged,
  PremiumActivated,
  PremiumEnded,
  ProfileUpdated,
  SensitiveDataConsentSaved,
  eventsOf,
  newEvent,
  type EventContext,
  type ProfileFields,
  type SensitiveDataConsent,
} from '@sankofa/events';
import { coarseCoordinates, coarseOrNull } from '@sankofa/server-kit';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';
import { evolveMember, initialMember, isPremiumAt, type DataOf, type Member, type MemberStreamEvent, type RegisteredMember } from './member.ts';

export const MAX_PHOTOS = 7;
export const TOO_MANY_PHOTOS = 'Maximum 7 photos allowed';
export const PREMIUM_REQUIRED = 'Voice and video bios are a Premium feature. Upgrade to Premium to add one.';

export type Registration = DataOf<typeof MemberRegistered>;
/** The bio has its own command (and premium rule), so a profile edit never carries it. */
export type ProfileChanges = Partial<Omit<ProfileFields, 'bio'>>;

/** `consent`: her choice at signup, recorded with her registration (in one append); a seeder may leave it out. */
export type RegisterMember = { type: 'RegisterMember'; data: Registration; consent?: SensitiveDataConsent };
export type UpdateProfile = { type: 'UpdateProfile'; data: { memberId: string; changes: ProfileChanges; photos?: string[] } };
export type ChangePhotos = { type: 'ChangePhotos'; data: { memberId: string; photos: string[] } };
export type UpdateBio = { type: 'UpdateBio'; data: { memberId: string; bioType: 'text' | 'audio' | 'video'; content: string; now: Date } };
export type UpdateLocation = {
  type: 'UpdateLocation';
  /** What is missing (no reverse-geocoding answer, nothing typed) stays as it was. */
  data: { memberId: string; latitude: number; longitude: number; location?: string | null; currentCity?: string | null; currentCountry?: string | null };
};
export type MemberCommand = RegisterMember | UpdateProfile | ChangePhotos | UpdateBio | UpdateLocation;

const assertRegistered: (member: Member) => asserts member is RegisteredMember = (member) => {
  if (member.status !== 'registered') throw new DomainError('member_not_found', 'Member not found');
};

const assertPhotoCount = (photos: readonly string[]) => {
  if (photos.length > MAX_PHOTOS) throw new DomainError('validation_failed', TOO_MANY_PHOTOS);
};

export const registerMember = ({ data, consent }: RegisterMember, member: Member, context: EventContext) => {
  if (member.status === 'registered') throw new DomainError('member_exists', 'This member is already registered');
  assertPhotoCount(data.photos);
  // The log never holds a location finer than the privacy grid's (see coarse-location.ts).
  const registered = newEvent(MemberRegistered, coarseOrNull(data), context);
  return consent ? [registered, newEvent(SensitiveDataConsentSaved, { memberId: data.memberId, ...consent }, context)] : [registered];
};

export const changePhotos = ({ data }: ChangePhotos, member: Member, context: EventContext) => {
  assertRegistered(member);
  assertPhotoCount(data.photos);
  return [newEvent(PhotosChanged, { memberId: member.memberId, photos: data.photos }, context)];
};

export const updateProfile = ({ data }: UpdateProfile, member: Member, context: EventContext) => {
  assertRegistered(member);
  const changed = Object.keys(data.changes).length > 0;
  return [
    ...(changed ? [newEvent(ProfileUpdated, { memberId: member.memberId, changes: data.changes }, context)] : []),
    ...(data.photos ? changePhotos({ type: 'ChangePhotos', data: { memberId: member.memberId, photos: data.photos } }, member, context) : []),
  ];
};

export const updateBio = ({ data }: UpdateBio, member: Member, context: EventContext) => {
  assertRegistered(member);
  if (data.bioType !== 'text' && !isPremiumAt(member, data.now)) throw new DomainError('premium_required', PREMIUM_REQUIRED);
  if (member.bio.bioType === data.bioType && member.bio.content === data.content) return [];
  return [newEvent(BioUpdated, { memberId: member.memberId, bioType: data.bioType, content: data.content }, context)];
};

export const updateLocation = ({ data }: UpdateLocation, member: Member, context: EventContext) => {
  assertRegistered(member);
  const { place } = member;
  return [
    newEvent(
      LocationUpdated,
      {
        memberId: member.memberId,
        ...coarseCoordinates({ latitude: data.latitude, longitude: data.longitude }),
        location: data.location ?? place.location,
        currentCity: data.currentCity ?? place.currentCity,
        currentCountry: data.currentCountry ?? place.currentCountry,
      },
      context,
    ),
  ];
};

export const decideMember = (command: MemberCommand, member: Member, context: EventContext): MemberStreamEvent[] => {
  switch (command.type) {
    case 'RegisterMember':
      return registerMember(command, member, context);
    case 'UpdateProfile':
      return updateProfile(command, member, context);
    case 'ChangePhotos':
      return changePhotos(command, member, context);
    case 'UpdateBio':
      return updateBio(command, member, context);
    case 'UpdateLocation':
      return updateLocation(command, member, context);
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled command ${JSON.stringify(unhandled)}`);
    }
  }
};

export const memberDecider: Decider<Member, MemberCommand, MemberStreamEvent> = {
  handles: eventsOf(MemberRegistered, ProfileUpdated, PhotosChanged, BioUpdated, LocationUpdated, PremiumActivated, PremiumEnded),
  initialState: initialMember,
  evolve: evolveMember,
  decide: decideMember,
};
