import type { MemberEvent } from '@sankofa/events';
import { profileColumnChanges, registeredProfile } from '../member-profile/profile-columns.ts';
import type { DiscoveryCardRow, DiscoveryProfileRow } from './tables.ts';

type Derived = 'city_key' | 'country_key' | 'home_country_key' | 'values_bits' | 'language_bits';
type Timestamps = 'premium_until' | 'boosted_until' | 'created_at';

/** A member as discovery folds them, in JSON: both tables' columns, timestamps as ISO strings, before the derived columns. */
export type CandidateRecord = Omit<DiscoveryProfileRow, Derived | Timestamps> &
  DiscoveryCardRow & { premium_until: string | null; boosted_until: string | null; created_at: string };

const registered = ({ data, metadata, position }: Extract<MemberEvent, { type: 'MemberRegistered' }>): CandidateRecord => ({
  ...registeredProfile(data),
  member_id: data.memberId,
  is_verified: false,
  is_suspended: false,
  boosted_until: null,
  created_at: metadata.occurredAt,
  last_position: position,
});

/** Member events discovery reads; the others (logins, two-factor) never change a card. */
export const CANDIDATE_EVENT_TYPES = ['MemberRegistered', 'ProfileUpdated', 'PhotosChanged', 'BioUpdated', 'LocationUpdated', 'PremiumActivated', 'PremiumEnded'] as const;

/**
 * One event on one member. Events the record already holds (at or before its position) and
 * events about a member not registered yet change nothing, so a batch applied twice is a no-op.
 */
export const evolveCandidate = (record: CandidateRecord | undefined, event: MemberEvent): CandidateRecord | undefined => {
  if (event.type === 'MemberRegistered') return record ?? registered(event);
  if (!record || event.position <= record.last_position) return record;
  return { ...record, ...profileColumnChanges(event), last_position: event.position };
};
