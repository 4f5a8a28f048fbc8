import { z } from 'zod';
import { flag, pathIdParams } from './fields.ts';
import { route, withPosition } from './route.ts';

/** The spec's trust level bands by overall score (thresholds 26, 51, 76, 91). */
export const TRUST_LEVELS = ['New User', 'Building Trust', 'Trusted Member', 'Highly Trusted', 'Elite Verified'] as const;
export type TrustLevel = (typeof TRUST_LEVELS)[number];

const verificationTypes = ['id', 'video', 'phone', 'email', 'social', 'biometric'] as const;
const badgeLevels = ['bronze', 'silver', 'gold', 'diamond'] as const;

export const earnedBadge = z.object({
  verificationType: z.enum(verificationTypes),
  badgeLevel: z.enum(badgeLevels),
  points: z.number().int(),
  isActive: z.boolean(),
  earnedAt: z.string(),
});
export type EarnedBadge = z.infer<typeof earnedBadge>;

const score = z.number().int().min(0).max(100);

/** The token's member's trust score: four parts out of 100, the overall score, its level and the security score. */
export const getTrustScore = route({
  method: 'GET',
  path: '/api/user/trust-score',
  response: z.object({
    overallScore: score,
    verificationScore: score,
    behaviorScore: score,
    activityScore: score,
    socialScore: score,
    level: z.enum(TRUST_LEVELS),
    /** Overall plus 5 per active badge, at most 100. */
    securityScore: score,
    verificationPoints: z.number().int(),
    maxVerificationPoints: z.number().int(),
    /** 'Complete more verifications to earn up to N more points'. */
    remainingVerificationPoints: z.number().int(),
    /** Active badges, one per verified type. */
    badges: z.array(earnedBadge),
  }),
});
export type TrustScore = z.output<typeof getTrustScore.response>;

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const securityLogEntry = z.object({
  id: z.string(),
  /** What happened, as a code: login, new_device_login, login_failed, account_locked, password_changed, … */
  actionType: z.string(),
  /** What happened, in words. */
  action: z.string(),
  riskLevel: z.enum(RISK_LEVELS),
  riskScore: z.number().int(),
  actionTaken: z.string(),
  device: z.string().nullable(),
  country: z.string().nullable(),
  createdAt: z.string(),
});
export type SecurityLogEntry = z.infer<typeof securityLogEntry>;

/** The spec: Recent Security Activity shows the latest five events; 'Safe Activities' counts the low-risk ones among them. */
export const RECENT_SECURITY_EVENTS = 5;

/** A member's security log, newest first: her own, or anyone's for an admin; anyone else is refused (403). */
export const getFraudLogs = route({
  method: 'GET',
  path: '/api/admin/fraud-logs/:id',
  params: pathIdParams,
  response: z.object({ memberId: z.string(), logs: z.array(securityLogEntry), safeActivities: z.number().int() }),
});

export const memberSession = z.object({
  sessionId: z.string(),
  device: z.string().nullable(),
  country: z.string().nullable(),
  startedAt: z.string(),
  lastActiveAt: z.string(),
  endedAt: z.string().nullable(),
  /** The session this request was made in. */
  current: z.boolean(),
});
export type MemberSession = z.infer<typeof memberSession>;

/** The token's member's sign-ins, newest first: the active ones and those ended lately. */
export const getMySessions = route({ method: 'GET', path: '/api/user/sessions', response: z.object({ sessions: z.array(memberSession) }) });

export const DISTANCE_VISIBILITY_CHOICES = ['everyone', 'matches', 'nobody'] as const;

const privacySettings = z.object(
  {
    distanceVisibility: z.enum(DISTANCE_VISIBILITY_CHOICES, { error: `distanceVisibility must be one of ${DISTANCE_VISIBILITY_CHOICES.join(', ')}` }),
    hideFromDiscovery: flag('hideFromDiscovery'),
  },
  { error: 'The body must be the privacy settings object' },
);
export type PrivacySettings = z.output<typeof privacySettings>;

/** Until saved: distance shown to everyone, visible in discovery. */
export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = { distanceVisibility: 'everyone', hideFromDiscovery: false };

export const getPrivacySettings = route({ method: 'GET', path: '/api/user/privacy-settings', response: privacySettings });
export const savePrivacySettings = route({ method: 'POST', path: '/api/user/privacy-settings', body: privacySettings, response: withPosition({}) });
