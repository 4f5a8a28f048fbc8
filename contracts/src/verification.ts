import { z } from 'zod';
import { route, withPosition } from './route.ts';

/** The spec's six verification types (mirrors the event catalog; contracts import nothing of ours). */
export const VERIFICATION_TYPES = ['id', 'video', 'phone', 'email', 'social', 'biometric'] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];
export const BADGE_LEVELS = ['bronze', 'silver', 'gold', 'diamond'] as const;
export type BadgeLevel = (typeof BADGE_LEVELS)[number];
export const VERIFICATION_STATUSES = ['pending', 'in_review', 'approved', 'rejected'] as const;
/** A video selfie's poses (mirrors the event catalog): 'straight' first, then three of the others in a random order. */
export const SELFIE_POSES = ['straight', 'tilt_left', 'tilt_right', 'closer'] as const;
export type SelfiePose = (typeof SELFIE_POSES)[number];
export const SELFIE_CHECKS = ['face', 'poses', 'same_person', 'profile_match', 'anti_spoof', 'liveness', 'screen_pattern'] as const;

const verificationType = z.enum(VERIFICATION_TYPES, { error: `verificationType must be one of ${VERIFICATION_TYPES.join(', ')}` });

const text = (field: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`) })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(max, { error: `${field} must be at most ${max} characters` });

/** Digits with an optional leading +, spaces, dashes and brackets allowed while typing; stored as + and digits. */
export const phoneNumberField = text('phoneNumber', 30)
  .regex(/^\+?[\d\s().-]{7,25}$/, { error: 'phoneNumber must be a phone number such as +233 20 123 4567' })
  .transform((typed) => `${typed.startsWith('+') ? '+' : ''}${typed.replace(/\D/g, '')}`)
  .refine((digits) => digits.replace('+', '').length >= 7 && digits.replace('+', '').length <= 15, { error: 'phoneNumber must have 7 to 15 digits' });

const webUrl = text('socialMediaUrl', 500).refine(
  (value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  },
  { error: 'socialMediaUrl must be an http or https address' },
);

/** Evidence for review is private media the member uploaded through POST /api/media (`access: private`), nothing from elsewhere. */
const EVIDENCE_URL = /^\/api\/private-media\/private-[0-9a-f]{64}\.(?:jpg|png|webp|gif|webm|mp4)$/;
const mediaUrl = (field: string) => text(field, 200).regex(EVIDENCE_URL, { error: `${field} must be a file uploaded privately through /api/media` });

export const verificationRequest = z.object({
  id: z.string(),
  verificationType: z.enum(VERIFICATION_TYPES),
  status: z.enum(VERIFICATION_STATUSES),
  submittedAt: z.string(),
  /** Why an admin turned it down (shown to the member), when rejected. */
  rejectionReason: z.string().nullable(),
});
export type VerificationRequestView = z.infer<typeof verificationRequest>;

export const verificationBadge = z.object({
  id: z.string(),
  badgeType: z.enum(VERIFICATION_TYPES),
  badgeLevel: z.enum(BADGE_LEVELS),
  points: z.number().int(),
  isActive: z.boolean(),
  earnedAt: z.string(),
});
export type VerificationBadge = z.infer<typeof verificationBadge>;

/** The token's member's open and decided requests (lapsed unfinished ones are left out), newest first. */
export const listVerificationRequests = route({ method: 'GET', path: '/api/verification/requests', response: z.array(verificationRequest) });

/** The token's member's badges. */
export const listVerificationBadges = route({ method: 'GET', path: '/api/user/verification-badges', response: z.array(verificationBadge) });

export const startVerification = route({
  method: 'POST',
  path: '/api/verification/start',
  body: z.object({ verificationType }, { error: 'The body must be an object with verificationType' }),
  response: withPosition({
    request: z.object({
      id: z.string(),
      verificationType: z.enum(VERIFICATION_TYPES),
      status: z.literal('pending'),
      /** For a video selfie, the poses to show the camera in turn; empty for the other types. */
      poses: z.array(z.enum(SELFIE_POSES)),
    }),
  }),
});

/** Frames are small camera stills (the capture step sends six 400 px JPEGs of about 10 kB per pose), base64 without a `data:` prefix. */
export const MAX_SELFIE_FRAMES = 32;
export const MAX_SELFIE_FRAME_BASE64 = 60_000;

const selfieFrame = z.object(
  {
    pose: z.enum(SELFIE_POSES, { error: `pose must be one of ${SELFIE_POSES.join(', ')}` }),
    image: z
      .string({ error: 'image is required: a JPEG frame in base64' })
      .min(100, { error: 'image is too small to be a camera frame' })
      .max(MAX_SELFIE_FRAME_BASE64, { error: `image must be at most ${MAX_SELFIE_FRAME_BASE64} base64 characters (a frame of 480 px or less)` })
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'image must be base64 (without a data: prefix)' }),
  },
  { error: 'each frame must be an object with pose and image' },
);

/**
 * A video selfie: the recorded video (kept as evidence for an admin) and the still frames taken while each
 * pose was asked. The models check them at once: approved, rejected with the reason, or in review.
 */
export const submitVideoSelfie = route({
  method: 'POST',
  path: '/api/verification/video-selfie',
  body: z.object(
    {
      videoUrl: mediaUrl('videoUrl'),
      frames: z
        .array(selfieFrame, { error: 'frames must be a list of { pose, image }' })
        .min(1, { error: 'frames must hold at least one frame per pose asked' })
        .max(MAX_SELFIE_FRAMES, { error: `frames must hold at most ${MAX_SELFIE_FRAMES} frames` }),
    },
    { error: 'The body must be an object with videoUrl and frames' },
  ),
  response: withPosition({ status: z.enum(['approved', 'rejected', 'in_review']), reason: z.string().nullable() }),
});

/** Ask a match to verify herself (only a match; once a week per pair): she is notified. */
export const askToVerify = route({
  method: 'POST',
  path: '/api/verification/ask',
  body: z.object({ memberId: z.string({ error: 'memberId is required' }).trim().min(1, { error: 'memberId is required' }).max(100, { error: 'memberId is too long' }) }, { error: 'The body must be an object with memberId' }),
  response: withPosition({ asked: z.literal(true) }),
});

export const sendVerificationCode = route({
  method: 'POST',
  path: '/api/verification/send-code',
  body: z.object({ phoneNumber: phoneNumberField }, { error: 'The body must be an object with phoneNumber' }),
  response: withPosition({ sent: z.literal(true), expiresAt: z.string() }),
});

/** Phone proves itself with the code; e-mail sends its link; the others are handed in for an admin's review. */
export const completeVerification = route({
  method: 'POST',
  path: '/api/verification/complete',
  body: z.discriminatedUnion(
    'verificationType',
    [
      z.object({
        verificationType: z.literal('phone'),
        phoneNumber: phoneNumberField,
        verificationCode: z.string({ error: 'verificationCode is required' }).trim().regex(/^\d{6}$/, { error: 'verificationCode must be the 6-digit code' }),
      }),
      z.object({ verificationType: z.literal('email') }),
      z.object({ verificationType: z.literal('social'), socialMediaUrl: webUrl }),
      z.object({ verificationType: z.literal('id'), documentUrl: mediaUrl('documentUrl') }),
      z.object({ verificationType: z.literal('video'), videoUrl: mediaUrl('videoUrl') }),
      z.object({ verificationType: z.literal('biometric'), biometricUrl: mediaUrl('biometricUrl') }),
    ],
    { error: `verificationType must be one of ${VERIFICATION_TYPES.join(', ')}` },
  ),
  response: withPosition({ status: z.enum(['approved', 'in_review', 'link_sent']) }),
});

/** The e-mailed link's page posts its token here; the token alone says whose link it is. */
export const confirmVerificationEmail = route({
  method: 'POST',
  path: '/api/verification/confirm-email',
  body: z.object({ token: text('token', 1000) }, { error: 'The body must be an object with token' }),
  response: withPosition({ status: z.literal('approved') }),
});

/** Admins: the review queue, oldest first, with the evidence to look at. */
export const reviewQueueItem = z.object({
  id: z.string(),
  memberId: z.string(),
  memberName: z.string(),
  memberPhoto: z.string().nullable(),
  verificationType: z.enum(VERIFICATION_TYPES),
  submittedAt: z.string(),
  evidence: z.object({
    socialMediaUrl: z.string().nullable(),
    documentUrl: z.string().nullable(),
    videoUrl: z.string().nullable(),
    biometricUrl: z.string().nullable(),
    /** A video selfie's still frames, as the models saw them. */
    frameUrls: z.array(z.string()),
  }),
  /** What the models found in a video selfie, and which checks were unsure (why it waits for a person); null for other evidence. */
  automaticChecks: z
    .array(z.object({ check: z.enum(SELFIE_CHECKS), result: z.enum(['pass', 'fail', 'unsure']), score: z.number(), passAt: z.number(), failAt: z.number().nullable() }))
    .nullable(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItem>;
export const listReviewQueue = route({ method: 'GET', path: '/api/admin/verifications', response: z.array(reviewQueueItem) });

const reviewParams = z.object({ memberId: z.string(), requestId: z.string() });
export const approveVerification = route({
  method: 'POST',
  path: '/api/admin/verifications/:memberId/:requestId/approve',
  params: reviewParams,
  response: withPosition({ status: z.literal('approved') }),
});
export const rejectVerification = route({
  method: 'POST',
  path: '/api/admin/verifications/:memberId/:requestId/reject',
  params: reviewParams,
  body: z.object({ reason: text('reason', 500) }, { error: 'The body must be an object with reason' }),
  response: withPosition({ status: z.literal('rejected') }),
});

export const outboxMessage = z.object({
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  sentAt: z.string(),
});
export type OutboxMessageView = z.infer<typeof outboxMessage>;
/** Admins: what the development outbox sent (SMS codes, e-mail links), newest first; empty when real providers are configured. */
export const listDevelopmentOutbox = route({ method: 'GET', path: '/api/admin/outbox', response: z.array(outboxMessage) });
