import { z } from 'zod';
import { defineEvent, type EventOf } from '../catalog.ts';

/** All of a member's verification requests live on one stream, so two racing starts of one type cannot both land. */
export const verificationStream = (memberId: string) => `verification-${memberId}`;

/** The spec's six types, with their points and badge level (maximum total 185). */
export const VERIFICATION_TYPES = ['id', 'video', 'phone', 'email', 'social', 'biometric'] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];
export const BADGE_LEVELS = ['bronze', 'silver', 'gold', 'diamond'] as const;
export type BadgeLevel = (typeof BADGE_LEVELS)[number];

export const VERIFICATION_REWARDS: Readonly<Record<VerificationType, { points: number; level: BadgeLevel }>> = {
  id: { points: 40, level: 'gold' },
  video: { points: 35, level: 'gold' },
  phone: { points: 25, level: 'silver' },
  email: { points: 15, level: 'bronze' },
  social: { points: 20, level: 'silver' },
  biometric: { points: 50, level: 'diamond' },
};
export const MAX_VERIFICATION_POINTS = 185;

/** Types whose active badge makes a member "verified" (shown on cards, used by Priority Matching and the discovery filter). */
export const IDENTITY_VERIFICATION_TYPES: readonly VerificationType[] = ['id', 'video', 'biometric'];

const verificationType = z.enum(VERIFICATION_TYPES);
const request = z.object({ memberId: z.string(), requestId: z.string(), verificationType });

/** What a video selfie asks the member to do before the camera, in turn: 'straight' first, then three of the others. */
export const SELFIE_POSES = ['straight', 'tilt_left', 'tilt_right', 'closer'] as const;
export type SelfiePose = (typeof SELFIE_POSES)[number];

/**
 * On `verification-<memberId>`: a request opened; pending until approved, rejected or abandoned. `poses` is the
 * server's random challenge for a video selfie (checked against what was asked), empty for the other types and
 * for requests started before the challenge existed (version 1).
 */
export const VerificationStarted = defineEvent('VerificationStarted', request.extend({ poses: z.array(z.enum(SELFIE_POSES)) }), {
  version: 2,
  upcasters: { 1: (data) => ({ ...(data as object), poses: [] }) },
});

/** On `verification-<memberId>`: evidence handed in for an admin's review (social URL, or uploaded media for id, video, biometric). */
export const VerificationSubmitted = defineEvent(
  'VerificationSubmitted',
  request.extend({
    evidence: z.object({
      socialMediaUrl: z.string().nullable().default(null),
      documentUrl: z.string().nullable().default(null),
      videoUrl: z.string().nullable().default(null),
      biometricUrl: z.string().nullable().default(null),
      /** A video selfie's still frames, one per pose window or more (private media), as the models saw them; none before version 2. */
      frameUrls: z.array(z.string()),
    }),
  }),
  { version: 2, upcasters: { 1: (data) => ({ ...(data as object), evidence: { ...((data as { evidence: object }).evidence), frameUrls: [] } }) } },
);

/** The checks a video selfie goes through automatically, each with its score and the thresholds it was held to. */
export const SELFIE_CHECKS = ['face', 'poses', 'same_person', 'profile_match', 'anti_spoof', 'liveness', 'screen_pattern'] as const;
export type SelfieCheckName = (typeof SELFIE_CHECKS)[number];

/**
 * On `verification-<memberId>`: what the on-device models found in a video selfie's frames, recorded with its
 * submission. `outcome` pass approves at once, fail rejects with the failing check's reason, unsure leaves it
 * in review for an admin. Only scores are kept: never a face descriptor.
 */
export const SelfieChecked = defineEvent(
  'SelfieChecked',
  request.extend({
    outcome: z.enum(['pass', 'fail', 'unsure']),
    checks: z.array(
      z.object({
        check: z.enum(SELFIE_CHECKS),
        result: z.enum(['pass', 'fail', 'unsure']),
        /** The measured value (a share, a similarity or a count), and the thresholds it passes at and fails below or above. */
        score: z.number(),
        passAt: z.number(),
        failAt: z.number().nullable(),
      }),
    ),
  }),
);

/**
 * On `verification-<memberId>` of the asked member: a match asked her to verify herself (at most once a week per
 * pair); she hears about it in her notifications.
 */
export const VerificationAskedFor = defineEvent('VerificationAskedFor', z.object({ memberId: z.string(), askedBy: z.string(), matchId: z.string() }));

/**
 * On `verification-<memberId>`: the badge is earned. `decidedBy` is the admin who approved it, or null when the
 * member proved it alone (a phone code, an e-mail link).
 */
export const VerificationApproved = defineEvent(
  'VerificationApproved',
  request.extend({ points: z.number().int(), badgeLevel: z.enum(BADGE_LEVELS), decidedBy: z.string().nullable() }),
);

/** On `verification-<memberId>`: an admin turned the evidence down (the reason is shown to the member), or the request failed (no admin). */
export const VerificationRejected = defineEvent(
  'VerificationRejected',
  request.extend({ reason: z.string(), decidedBy: z.string().nullable() }),
);

/**
 * On `verification-<memberId>`: a 6-digit code went to `phoneNumber` by SMS. Only its hash is kept (SHA-256 of the
 * request id and the code), so the log never holds a usable code; it stops serving at `expiresAt`.
 */
export const VerificationCodeSent = defineEvent(
  'VerificationCodeSent',
  request.extend({ phoneNumber: z.string(), codeHash: z.string(), expiresAt: z.string() }),
);

/** On `verification-<memberId>`: a wrong phone code was entered; the fifth wrong code fails the request. */
export const VerificationCodeMissed = defineEvent('VerificationCodeMissed', request.extend({ attempt: z.number().int() }));

/** On `verification-<memberId>`: a signed link to confirm `email` was sent; it stops serving at `expiresAt`. */
export const VerificationEmailSent = defineEvent('VerificationEmailSent', request.extend({ email: z.string(), expiresAt: z.string() }));

export const verificationEvents = [
  VerificationStarted,
  VerificationSubmitted,
  VerificationApproved,
  VerificationRejected,
  VerificationCodeSent,
  VerificationCodeMissed,
  VerificationEmailSent,
  SelfieChecked,
  VerificationAskedFor,
] as const;
export type VerificationEvent = EventOf<(typeof verificationEvents)[number]>;

/**
 * How long an unfinished request holds its type before it lapses (and can be started again): a phone code serves
 * 10 minutes, an e-mail link a day, a started capture or social link an hour. The decider and the read model agree on these.
 */
export const VERIFICATION_WINDOWS_MS = {
  phoneCode: 10 * 60 * 1000,
  emailLink: 24 * 60 * 60 * 1000,
  submission: 60 * 60 * 1000,
} as const;
