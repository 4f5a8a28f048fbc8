import { MAX_VERIFICATION_POINTS } from '@sankofa/events';

/** The security score adds this much per active badge, capped at 100. */
export const SECURITY_POINTS_PER_BADGE = 5;

/** Behaviour: every member starts at 50; each incident costs points, and each clean month since the last one (or since joining) earns some back. */
export const BEHAVIOR = { start: 50, reportUpheld: 15, blocked: 5, lockedOut: 5, perCleanMonth: 5 } as const;
/** Activity: the days signed in over the last 30, and the conversations she answered. */
export const ACTIVITY = { windowDays: 30, perSignInDay: 5, maxSignIns: 50, perAnsweredConversation: 10, maxAnswered: 50 } as const;
/** Social: a verified social profile, and matches in which both members wrote. */
export const SOCIAL = { socialBadge: 40, perConversation: 15, maxConversations: 60 } as const;
/** How much each part weighs in the overall score. */
export const WEIGHTS = { verification: 0.4, behavior: 0.3, activity: 0.15, social: 0.15 } as const;

const DAY_MS = 86_400_000;
const CLEAN_MONTH_DAYS = 30;

/** What the read model knows of one member, read at one instant. */
export interface TrustFacts {
  registeredAt: Date;
  verificationPoints: number;
  badgeCount: number;
  hasSocialBadge: boolean;
  reportsUpheld: number;
  blocksReceived: number;
  lockouts: number;
  lastIncidentAt: Date | null;
  /** Distinct days with a sign-in within the last `ACTIVITY.windowDays`. */
  recentSignInDays: number;
  /** Matches where the other member wrote first and she wrote back. */
  conversationsAnswered: number;
  /** Matches where both members wrote. */
  conversations: number;
}

export interface TrustParts {
  verificationScore: number;
  behaviorScore: number;
  activityScore: number;
  socialScore: number;
  overallScore: number;
  securityScore: number;
}

const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)));

export const verificationScoreOf = (points: number): number => clamp((points / MAX_VERIFICATION_POINTS) * 100);

export const behaviorScoreOf = (facts: TrustFacts, now: Date): number => {
  const cleanSince = facts.lastIncidentAt ?? facts.registeredAt;
  const cleanMonths = Math.max(0, Math.floor((now.getTime() - cleanSince.getTime()) / (CLEAN_MONTH_DAYS * DAY_MS)));
  const penalties = facts.reportsUpheld * BEHAVIOR.reportUpheld + facts.blocksReceived * BEHAVIOR.blocked + facts.lockouts * BEHAVIOR.lockedOut;
  return clamp(BEHAVIOR.start - penalties + cleanMonths * BEHAVIOR.perCleanMonth);
};

export const activityScoreOf = (facts: TrustFacts): number =>
  clamp(
    Math.min(ACTIVITY.maxSignIns, facts.recentSignInDays * ACTIVITY.perSignInDay) +
      Math.min(ACTIVITY.maxAnswered, facts.conversationsAnswered * ACTIVITY.perAnsweredConversation),
  );

export const socialScoreOf = (facts: TrustFacts): number =>
  clamp((facts.hasSocialBadge ? SOCIAL.socialBadge : 0) + Math.min(SOCIAL.maxConversations, facts.conversations * SOCIAL.perConversation));

/** Every part of the score, as of `now`. */
export const trustPartsOf = (facts: TrustFacts, now: Date): TrustParts => {
  const verificationScore = verificationScoreOf(facts.verificationPoints);
  const behaviorScore = behaviorScoreOf(facts, now);
  const activityScore = activityScoreOf(facts);
  const socialScore = socialScoreOf(facts);
  const overallScore = clamp(
    verificationScore * WEIGHTS.verification + behaviorScore * WEIGHTS.behavior + activityScore * WEIGHTS.activity + socialScore * WEIGHTS.social,
  );
  return { verificationScore, behaviorScore, activityScore, socialScore, overallScore, securityScore: clamp(overallScore + facts.badgeCount * SECURITY_POINTS_PER_BADGE) };
};
