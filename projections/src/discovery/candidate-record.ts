import {
  AccountHeldForReview,
  AccountHoldReleased,
  AccountDeleted,
  AccountPaused,
  AccountResumed,
  BioUpdated,
  ConsumableUsed,
  DiscoveryPrivacySaved,
  IDENTITY_VERIFICATION_TYPES,
  LocationUpdated,
  MemberRegistered,
  MemberSuspended,
  PhotosChanged,
  PremiumActivated,
  PremiumEnded,
  ProfileUpdated,
  SensitiveDataConsentSaved,
  SuspensionLifted,
  VerificationApproved,
  type EventOf,
} from '@sankofa/events';
import { NO_CONSENT_COLUMNS, consentColumnsOf } from '../member-profile/consent-columns.ts';
import { erasedProfile, profileColumnChanges, registeredProfile } from '../member-profile/profile-columns.ts';
import type { DiscoveryCardRow, DiscoveryProfileRow } from './tables.ts';

type Derived = 'city_key' | 'country_key' | 'home_country_key' | 'values_bits' | 'language_bits';
type Timestamps = 'premium_until' | 'boosted_until' | 'created_at';

/** A member as discovery folds them, in JSON: both tables' columns, timestamps as ISO strings, before the derived columns. */
export type CandidateRecord = Omit<DiscoveryProfileRow, Derived | Timestamps> &
  DiscoveryCardRow & { premium_until: string | null; boosted_until: string | null; created_at: string };

const registered = ({ data, metadata, position }: EventOf<typeof MemberRegistered>): CandidateRecord => ({
  ...registeredProfile(data),
  member_id: data.memberId,
  is_verified: false,
  is_suspended: false,
  is_hidden: false,
  is_paused: false,
  ...NO_CONSENT_COLUMNS,
  is_deleted: false,
  boosted_until: null,
  created_at: metadata.occurredAt,
  last_position: position,
});

/**
 * What changes a candidate: the member events discovery reads (the others, logins and two-factor,
 * never change a card), a boost they used (which ranks them first until it ends), a suspension
 * (which hides them), their privacy settings, a pause (which hides them until they resume), their consent
 * (what of their ethnic group, religion and coordinates ranking may use), an identity badge, and the account's
 * deletion (which erases them).
 */
export const CANDIDATE_EVENTS = [
  MemberRegistered,
  ProfileUpdated,
  PhotosChanged,
  BioUpdated,
  LocationUpdated,
  PremiumActivated,
  PremiumEnded,
  ConsumableUsed,
  MemberSuspended,
  SuspensionLifted,
  AccountHeldForReview,
  AccountHoldReleased,
  DiscoveryPrivacySaved,
  AccountPaused,
  AccountResumed,
  SensitiveDataConsentSaved,
  VerificationApproved,
  AccountDeleted,
] as const;

export type CandidateEvent = EventOf<(typeof CANDIDATE_EVENTS)[number]>;

const laterOf = (current: string | null, next: string) => (current !== null && Date.parse(current) > Date.parse(next) ? current : next);

/**
 * One event on one member. Events the record already holds (at or before its position) and
 * events about a member not registered yet change nothing, so a batch applied twice is a no-op.
 */
export const evolveCandidate = (record: CandidateRecord | undefined, event: CandidateEvent): CandidateRecord | undefined => {
  if (event.type === 'MemberRegistered') return record ?? registered(event);
  if (!record || event.position <= record.last_position || record.is_deleted) return record;
  // Nothing of hers stays; the row does, so every ranked list learns at its next check that she is gone.
  if (event.type === 'AccountDeleted') {
    return { ...record, ...erasedProfile, ...NO_CONSENT_COLUMNS, is_verified: false, is_suspended: false, is_hidden: false, is_paused: false, is_deleted: true, boosted_until: null, last_position: event.position };
  }
  // Moving the position makes the change reach every ranked list: hidden, she leaves them; shown again, she joins them.
  if (event.type === 'DiscoveryPrivacySaved') return { ...record, is_hidden: event.data.hideFromDiscovery, last_position: event.position };
  if (event.type === 'AccountPaused' || event.type === 'AccountResumed') return { ...record, is_paused: event.type === 'AccountPaused', last_position: event.position };
  if (event.type === 'SensitiveDataConsentSaved') return { ...record, ...consentColumnsOf(event), last_position: event.position };
  if (event.type === 'VerificationApproved') {
    // An identity badge (ID, video selfie, biometric) makes the member verified: Priority Matching and the filter use it.
    return IDENTITY_VERIFICATION_TYPES.includes(event.data.verificationType) ? { ...record, is_verified: true, last_position: event.position } : record;
  }
  if (event.type === 'ConsumableUsed') {
    const { boostedUntil } = event.data;
    return boostedUntil === null ? record : { ...record, boosted_until: laterOf(record.boosted_until, boostedUntil), last_position: event.position };
  }
  // Held for review by the scam defences: out of discovery as a suspended member is, until released (or suspended, which a lift ends).
  if (event.type === 'AccountHeldForReview' || event.type === 'AccountHoldReleased') return { ...record, is_suspended: event.type === 'AccountHeldForReview', last_position: event.position };
  if (event.type === 'MemberSuspended' || event.type === 'SuspensionLifted') return { ...record, is_suspended: event.type === 'MemberSuspended', last_position: event.position };
  return { ...record, ...profileColumnChanges(event), last_position: event.position };
};
