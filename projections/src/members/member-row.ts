import {
  AccountDeleted,
  AccountPaused,
  AccountResumed,
  AdminRoleGranted,
  BioUpdated,
  EmailChanged,
  IDENTITY_VERIFICATION_TYPES,
  InterfaceLanguageSaved,
  LanguagePreferencesSaved,
  LocationUpdated,
  LoginSucceeded,
  MemberRegistered,
  PhoneNumberChanged,
  PhotosChanged,
  PremiumActivated,
  PremiumEnded,
  ProfileUpdated,
  SensitiveDataConsentSaved,
  TwoFactorDisabled,
  TwoFactorEnabled,
  VerificationApproved,
  eventsOf,
  type EventsIn,
} from '@sankofa/events';
import { NO_CONSENT_COLUMNS, consentColumnsOf, type ConsentColumns } from '../member-profile/consent-columns.ts';
import { profileColumnChanges, registeredProfile, type ProfileColumns } from '../member-profile/profile-columns.ts';

/** `public.members` as the query side reads it: every profile column, private ones included (never the password hash or 2FA secret). */
export type MemberRow = Omit<ProfileColumns, 'premium_until'> & ConsentColumns & {
  id: string;
  email: string;
  phone_number: string;
  role: 'member' | 'admin';
  two_factor_enabled: boolean;
  /** Null while premium has no end date (or the member is not premium). */
  premium_until: Date | null;
  is_verified: boolean;
  preferred_language: string;
  auto_translate: boolean;
  /** Null until the member chooses one in the profile. */
  interface_language: string | null;
  /** Paused from Settings: no one's profile viewers list shows her until she resumes (and GET /api/user says so). */
  is_paused: boolean;
  created_at: Date;
  updated_at: Date;
  last_active: Date | null;
  /** The last event applied to the row: older ones are skipped, so a batch applied twice changes nothing. */
  last_position: string;
};

type Timestamps = 'premium_until' | 'created_at' | 'updated_at' | 'last_active';
/** The row as the projector folds it, in JSON (timestamps as ISO strings). */
export type MemberRecord = Omit<MemberRow, Timestamps> & { [Column in Timestamps]: MemberRow[Column] extends Date ? string : string | null };

/** The events that change a member's row. */
export const membersEvents = eventsOf(
  MemberRegistered, ProfileUpdated, PhotosChanged, BioUpdated, LocationUpdated, LoginSucceeded, TwoFactorEnabled, TwoFactorDisabled,
  PremiumActivated, PremiumEnded, LanguagePreferencesSaved, AdminRoleGranted, VerificationApproved,
  InterfaceLanguageSaved, AccountPaused, AccountResumed, EmailChanged, PhoneNumberChanged, SensitiveDataConsentSaved, AccountDeleted,
);
export type MembersEvent = EventsIn<typeof membersEvents>;

const registered = ({ data, metadata, position }: Extract<MembersEvent, { type: 'MemberRegistered' }>): MemberRecord => ({
  ...registeredProfile(data),
  id: data.memberId,
  email: data.email,
  phone_number: data.phoneNumber,
  role: data.role,
  two_factor_enabled: false,
  is_verified: false,
  preferred_language: 'en',
  auto_translate: false,
  interface_language: null,
  is_paused: false,
  ...NO_CONSENT_COLUMNS,
  created_at: metadata.occurredAt,
  updated_at: metadata.occurredAt,
  last_active: null,
  last_position: position,
});

const changesOf = (event: MembersEvent): Partial<MemberRecord> => {
  switch (event.type) {
    case 'TwoFactorEnabled':
      return { two_factor_enabled: true };
    case 'TwoFactorDisabled':
      return { two_factor_enabled: false };
    case 'LanguagePreferencesSaved':
      return { preferred_language: event.data.preferredLanguage, auto_translate: event.data.autoTranslate };
    case 'InterfaceLanguageSaved':
      return { interface_language: event.data.language };
    case 'AccountPaused':
      return { is_paused: true };
    case 'AccountResumed':
      return { is_paused: false };
    case 'EmailChanged':
      return { email: event.data.newEmail };
    case 'PhoneNumberChanged':
      return { phone_number: event.data.newPhoneNumber };
    case 'SensitiveDataConsentSaved':
      return consentColumnsOf(event);
    // The projector deletes her row.
    case 'AccountDeleted':
      return {};
    case 'AdminRoleGranted':
      return { role: 'admin' };
    case 'VerificationApproved':
      // An identity badge (ID, video selfie, biometric) makes the member verified; badges are never taken back.
      return IDENTITY_VERIFICATION_TYPES.includes(event.data.verificationType) ? { is_verified: true } : {};
    default:
      return profileColumnChanges(event);
  }
};

/**
 * One event on one member's row. Events the row already holds (at or before its position) and
 * events about a member not registered yet change nothing.
 */
export const evolveMemberRecord = (record: MemberRecord | undefined, event: MembersEvent): MemberRecord | undefined => {
  if (event.type === 'MemberRegistered') return record ?? registered(event);
  if (!record || event.position <= record.last_position) return record;
  const touched = { last_position: event.position };
  if (event.type === 'LoginSucceeded') return { ...record, ...touched, last_active: event.metadata.occurredAt };
  return { ...record, ...changesOf(event), ...touched, updated_at: event.metadata.occurredAt };
};
