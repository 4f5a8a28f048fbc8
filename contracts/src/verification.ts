import { z } from 'zod';
import { route, withPosition } from './route.ts';

/** The spec's six verification types (mirrors the event catalog; contracts import nothing of ours). */
export const VERIFICATION_TYPES = ['id', 'video', 'phone', 'email', 'social', 'biometric'] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];
export const BADGE_LEVELS = ['bronze', 'silver', 'gold', 'diamond'] as const;
export type BadgeLevel = (typeof BADGE_LEVELS)[number];
export const VERIFICATION_STATUSES = ['pending', 'in_review', 'approved', 'rejected'] as const;

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
  response: withPosition({ request: z.object({ id: z.string(), verificationType: z.enum(VERIFICATION_TYPES), status: z.literal('pending') }) }),
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
  evidence: z.object({ socialMediaUrl: z.string().nullable(), documentUrl: z.string().nullable(), videoUrl: z.string().nullable(), biometricUrl: z.string().nullable() }),
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
