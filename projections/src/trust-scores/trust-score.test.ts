import { describe, expect, it } from 'vitest';
import { activityScoreOf, behaviorScoreOf, socialScoreOf, trustPartsOf, verificationScoreOf, type TrustFacts } from './trust-score.ts';

const now = new Date('2026-06-01T00:00:00Z');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

const newcomer: TrustFacts = {
  registeredAt: daysAgo(1),
  verificationPoints: 0,
  badgeCount: 0,
  hasSocialBadge: false,
  reportsUpheld: 0,
  blocksReceived: 0,
  lockouts: 0,
  lastIncidentAt: null,
  recentSignInDays: 0,
  conversationsAnswered: 0,
  conversations: 0,
};

describe('the trust score', () => {
  it('gives verification the share of the 185 points earned, out of 100', () => {
    expect(verificationScoreOf(0)).toBe(0);
    expect(verificationScoreOf(25)).toBe(14);
    expect(verificationScoreOf(185)).toBe(100);
  });

  it('starts behaviour at 50, lowers it for upheld reports, blocks received and lockouts, and raises it with each clean month', () => {
    expect(behaviorScoreOf(newcomer, now)).toBe(50);
    const incidents = { ...newcomer, reportsUpheld: 1, blocksReceived: 2, lockouts: 1, lastIncidentAt: daysAgo(1) };
    expect(behaviorScoreOf(incidents, now)).toBe(50 - 15 - 10 - 5);
    expect(behaviorScoreOf({ ...incidents, lastIncidentAt: daysAgo(61) }, now)).toBe(20 + 10);
    expect(behaviorScoreOf({ ...newcomer, registeredAt: daysAgo(180) }, now)).toBe(50 + 6 * 5);
    expect(behaviorScoreOf({ ...newcomer, reportsUpheld: 9, lastIncidentAt: now }, now)).toBe(0);
    expect(behaviorScoreOf({ ...newcomer, registeredAt: daysAgo(3650) }, now)).toBe(100);
  });

  it('counts recent sign-in days and answered conversations as activity, each capped at half', () => {
    expect(activityScoreOf(newcomer)).toBe(0);
    expect(activityScoreOf({ ...newcomer, recentSignInDays: 3, conversationsAnswered: 2 })).toBe(15 + 20);
    expect(activityScoreOf({ ...newcomer, recentSignInDays: 30, conversationsAnswered: 9 })).toBe(100);
  });

  it('counts a verified social profile and matches with conversations as social', () => {
    expect(socialScoreOf(newcomer)).toBe(0);
    expect(socialScoreOf({ ...newcomer, hasSocialBadge: true })).toBe(40);
    expect(socialScoreOf({ ...newcomer, conversations: 2 })).toBe(30);
    expect(socialScoreOf({ ...newcomer, hasSocialBadge: true, conversations: 10 })).toBe(100);
  });

  it('weighs the parts into the overall score, and adds 5 per badge to the security score, at most 100', () => {
    expect(trustPartsOf(newcomer, now)).toEqual({ verificationScore: 0, behaviorScore: 50, activityScore: 0, socialScore: 0, overallScore: 15, securityScore: 15 });
    const phone = { ...newcomer, verificationPoints: 25, badgeCount: 1, recentSignInDays: 1 };
    expect(trustPartsOf(phone, now)).toMatchObject({ verificationScore: 14, overallScore: Math.round(14 * 0.4 + 50 * 0.3 + 5 * 0.15), securityScore: 21 + 5 });
    const everything = { ...newcomer, registeredAt: daysAgo(3650), verificationPoints: 185, badgeCount: 6, hasSocialBadge: true, recentSignInDays: 30, conversationsAnswered: 9, conversations: 9 };
    expect(trustPartsOf(everything, now)).toMatchObject({ overallScore: 100, securityScore: 100 });
  });
});
