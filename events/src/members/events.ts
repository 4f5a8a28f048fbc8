import { z } from 'zod';
import { defineEvent, type EventOf } from '../catalog.ts';

/** Streams: `member-<memberId>` for the member, `email-<sha256 of the lower-cased address>` to keep addresses unique. */
export const memberStream = (memberId: string) => `member-${memberId}`;
export const emailStream = (emailHash: string) => `email-${emailHash}`;
/** `phone-<keyed hash>`: a phone number has few enough digits to be guessed from a plain hash. */
export const phoneStream = (keyedPhoneHash: string) => `phone-${keyedPhoneHash}`;

const stringList = z.array(z.string());

export const profileFields = z.object({
  firstName: z.string(),
  lastName: z.string(),
  age: z.number().int(),
  location: z.string(),
  heritage: z.string(),
  profession: z.string(),
  bio: z.string(),
  ethnicGroup: z.string().nullable(),
  languages: stringList,
  diasporaGeneration: z.string().nullable(),
  culturalValues: stringList,
  religionSpirituality: z.string().nullable(),
  relationshipGoals: z.string().nullable(),
  homeCountry: z.string().nullable(),
});
export type ProfileFields = z.infer<typeof profileFields>;

export const coordinates = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

export const EmailReserved = defineEvent('EmailReserved', z.object({ memberId: z.string(), email: z.string() }));
/** On `email-<hash>`: the member who held the address gave it up (she changed her e-mail); the next signup or change may take it. */
export const EmailReleased = defineEvent('EmailReleased', z.object({ memberId: z.string() }));
/** On `phone-<keyed hash>`: the member holds this phone number; no other may sign up or change to it. The number itself is not kept here. */
export const PhoneReserved = defineEvent('PhoneReserved', z.object({ memberId: z.string() }));
/** On `phone-<keyed hash>`: the member gave the number up (she changed it, left, or her signup failed); the next one may take it. */
export const PhoneReleased = defineEvent('PhoneReleased', z.object({ memberId: z.string() }));

export const MemberRegistered = defineEvent(
  'MemberRegistered',
  profileFields.extend({
    memberId: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    /** scrypt: `scrypt$<N>$<r>$<p>$<salt b64>$<hash b64>`; never the password. */
    passwordHash: z.string(),
    photos: stringList,
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    currentCity: z.string().nullable(),
    currentCountry: z.string().nullable(),
    role: z.enum(['member', 'admin']),
  }),
);

export const ProfileUpdated = defineEvent('ProfileUpdated', z.object({ memberId: z.string(), changes: profileFields.partial() }));

export const PhotosChanged = defineEvent('PhotosChanged', z.object({ memberId: z.string(), photos: stringList }));

export const BioUpdated = defineEvent(
  'BioUpdated',
  z.object({
    memberId: z.string(),
    bioType: z.enum(['text', 'audio', 'video']),
    /** The text bio, or the URL of the recording for an audio or video bio. */
    content: z.string(),
  }),
);

export const LocationUpdated = defineEvent(
  'LocationUpdated',
  coordinates.extend({
    memberId: z.string(),
    location: z.string(),
    currentCity: z.string().nullable(),
    currentCountry: z.string().nullable(),
  }),
);

/**
 * Where a sign-in attempt came from, for the member's security log: the browser and system family of its
 * user agent ('Chrome on macOS') and the country of the client's address when a lookup knows it. Null in
 * events from before they were kept, and when unknown.
 */
const signInOrigin = {
  device: z.string().nullable().default(null),
  country: z.string().nullable().default(null),
};

export const LoginSucceeded = defineEvent(
  'LoginSucceeded',
  z.object({
    memberId: z.string(),
    sessionId: z.string(),
    withTwoFactor: z.boolean(),
    /** The TOTP time step of the code used, so that code (or an older one) is never accepted again; null without 2FA. */
    twoFactorStep: z.number().int().nullable().default(null),
    ...signInOrigin,
  }),
);

export const LoginFailed = defineEvent(
  'LoginFailed',
  z.object({
    memberId: z.string(),
    reason: z.enum(['wrong_password', 'wrong_two_factor_code']),
    ...signInOrigin,
    /** This failure reached the per-account throttle: sign-in is locked until the window passes (false before it was kept). */
    locksAccount: z.boolean().default(false),
  }),
);

export const TwoFactorSetupStarted = defineEvent(
  'TwoFactorSetupStarted',
  /** The TOTP secret, encrypted with the server's key (AES-256-GCM): it must be readable to check codes, so it cannot be hashed. */
  z.object({ memberId: z.string(), encryptedSecret: z.string() }),
);
/** `twoFactorStep`: the TOTP time step of the confirming code, so that code is never accepted again (null in events from before it was kept). */
const confirmedWithCode = z.object({ memberId: z.string(), twoFactorStep: z.number().int().nullable().default(null) });
export const TwoFactorEnabled = defineEvent('TwoFactorEnabled', confirmedWithCode);
export const TwoFactorDisabled = defineEvent('TwoFactorDisabled', confirmedWithCode);

/** The member chose a new password (the old one and, with two-factor on, a fresh code confirmed it). */
export const PasswordChanged = defineEvent('PasswordChanged', confirmedWithCode.extend({ passwordHash: z.string() }));
/**
 * The member asked for a "forgot password" link. Only the SHA-256 (hex) of the link's secret is kept:
 * the link itself, and the address it went to, never reach the log. Only the latest link works.
 */
export const PasswordResetRequested = defineEvent('PasswordResetRequested', z.object({ memberId: z.string(), tokenHash: z.string(), expiresAt: z.string() }));
/** The member set a new password through the e-mailed link `tokenHash` names (with two-factor on, a fresh code confirmed it); the link is used up. */
export const PasswordResetCompleted = defineEvent('PasswordResetCompleted', confirmedWithCode.extend({ passwordHash: z.string(), tokenHash: z.string() }));
/** The same password hashed again at the current cost, at a login that proved it: the log holds the stronger hash. */
export const PasswordRehashed = defineEvent('PasswordRehashed', z.object({ memberId: z.string(), passwordHash: z.string() }));

/**
 * Every session of the member that started before `before` ends (its refresh token and its access
 * tokens stop working), except `exceptSessionId`: the session that asked, when it stays signed in.
 */
export const SessionsEnded = defineEvent(
  'SessionsEnded',
  z.object({
    memberId: z.string(),
    before: z.string(),
    exceptSessionId: z.string().nullable(),
    reason: z.enum(['password_changed', 'password_reset', 'two_factor_enabled', 'two_factor_disabled', 'signed_out_everywhere']),
  }),
);

/** Emitted by the subscription feature; carried here because bios and discovery read it. */
export const PremiumActivated = defineEvent('PremiumActivated', z.object({ memberId: z.string(), until: z.string().nullable() }));
export const PremiumEnded = defineEvent('PremiumEnded', z.object({ memberId: z.string() }));

export const memberEvents = [
  EmailReserved,
  EmailReleased,
  PhoneReserved,
  PhoneReleased,
  MemberRegistered,
  ProfileUpdated,
  PhotosChanged,
  BioUpdated,
  LocationUpdated,
  LoginSucceeded,
  LoginFailed,
  TwoFactorSetupStarted,
  TwoFactorEnabled,
  TwoFactorDisabled,
  PasswordChanged,
  PasswordRehashed,
  PasswordResetRequested,
  PasswordResetCompleted,
  SessionsEnded,
  PremiumActivated,
  PremiumEnded,
] as const;

export type MemberEvent = EventOf<(typeof memberEvents)[number]>;
