import {
  AccountDeleted,
  BioUpdated,
  LocationUpdated,
  MemberBlocked,
  MemberRegistered,
  PhotosChanged,
  PremiumActivated,
  PremiumEnded,
  ProfileUpdated,
  eventsOf,
  memberStream,
  type EventStore,
  type EventsIn,
} from '@sankofa/events';
import { isPremiumActiveAt, premiumPeriodOf } from '../premium/premium-rule.ts';
import { readFolded, type StreamFold, type StreamStates } from '../stream-states.ts';
import { evolveProfile, registeredProfile, type ProfileRecord, type PublicProfile } from './public-profile.ts';

const participantEvents = eventsOf(MemberRegistered, ProfileUpdated, PhotosChanged, BioUpdated, LocationUpdated, PremiumActivated, PremiumEnded, MemberBlocked, AccountDeleted);
type ParticipantEvent = EventsIn<typeof participantEvents>;

/** A member as a swipe sees them, from their own stream: whether they exist, premium, whom they blocked, and their profile. */
export type Participant =
  | { status: 'unknown' }
  | { status: 'registered'; premium: { until: Date | null } | null; blocked: readonly string[]; profile: ProfileRecord };

const evolveParticipant = (participant: Participant, event: ParticipantEvent): Participant => {
  if (event.type === 'MemberRegistered') return { status: 'registered', premium: null, blocked: [], profile: registeredProfile(event) };
  if (participant.status !== 'registered') return participant;
  switch (event.type) {
    // A deleted member is no one to swipe on, view or write to: she is 'not found', as one who never was.
    case 'AccountDeleted':
      return { status: 'unknown' };
    case 'PremiumActivated':
      return { ...participant, premium: premiumPeriodOf(event.data) };
    case 'PremiumEnded':
      return { ...participant, premium: null };
    case 'MemberBlocked':
      return { ...participant, blocked: [...participant.blocked, event.data.blockedMemberId] };
    default:
      return { ...participant, profile: evolveProfile(participant.profile, event) };
  }
};

/** Premium with an end date lapses by itself, without waiting for an event to say so. */
export const isPremiumAt = (participant: Participant, now: Date): boolean =>
  participant.status === 'registered' && isPremiumActiveAt(participant.premium, now);

/** Both exist and neither blocked the other: otherwise the target is 'not found', so a block does not reveal itself. */
export const canReach = (from: Participant, to: Participant): boolean =>
  from.status === 'registered' && to.status === 'registered' && !from.blocked.includes(to.profile.id) && !to.blocked.includes(from.profile.id);

export const publicProfileAt = (participant: Extract<Participant, { status: 'registered' }>, now: Date): PublicProfile => ({
  ...participant.profile,
  isPremium: isPremiumAt(participant, now),
});

/** Other features' events on the member stream (logins, settings) are passed over unparsed. */
export const participantFold: StreamFold<Participant, ParticipantEvent> = { handles: participantEvents, initialState: { status: 'unknown' }, evolve: evolveParticipant };

/** Reads only what the member's stream gained since this process last read it (member streams grow with every login). */
export const readParticipant = async (store: EventStore, participants: StreamStates<Participant>, memberId: string): Promise<Participant> =>
  (await readFolded(store, memberStream(memberId), participantFold, participants)).state;
