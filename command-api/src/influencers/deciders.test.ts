import { describe, it } from 'vitest';
import { specificationFor, testContext } from '../testing/decider-specification.ts';
import { applicationDecider } from './application.ts';
import { followDecider } from './follow.ts';
import { liveEventDecider } from './live-event.ts';

const application = { memberId: 'ama', influencerType: 'chef' as const, bio: 'b'.repeat(50), socialLinks: ['https://instagram.com/ama'], followerCount: 5000, specialties: ['Jollof'] };
const applied = { type: 'InfluencerApplied' as const, data: application };
const verified = { type: 'InfluencerVerified' as const, data: { memberId: 'ama', adminId: 'admin' } };
const rejected = { type: 'InfluencerRejected' as const, data: { memberId: 'ama', adminId: 'admin', reason: 'Links do not work' } };

describe('an influencer application', () => {
  const given = specificationFor(applicationDecider);
  it('is pending once, until an admin decides', () => {
    given([]).when({ type: 'Apply', data: application }).then([applied]);
    given([applied]).when({ type: 'Apply', data: application }).thenThrows({ code: 'influencer_application_pending' });
    given([applied, verified]).when({ type: 'Apply', data: application }).thenThrows({ code: 'already_influencer' });
  });
  it('may be made again after a rejection', () => {
    given([applied, rejected]).when({ type: 'Apply', data: application }).then([applied]);
  });
  it('is verified or rejected once; a repeat records nothing', () => {
    given([applied]).when({ type: 'Verify', memberId: 'ama', adminId: 'admin' }).then([verified]);
    given([applied, verified]).when({ type: 'Verify', memberId: 'ama', adminId: 'admin' }).then([]);
    given([applied]).when({ type: 'Reject', memberId: 'ama', adminId: 'admin', reason: 'Links do not work' }).then([rejected]);
    given([applied, verified]).when({ type: 'Reject', memberId: 'ama', adminId: 'admin', reason: 'x' }).thenThrows({ code: 'influencer_already_decided' });
    given([]).when({ type: 'Verify', memberId: 'ama', adminId: 'admin' }).thenThrows({ code: 'influencer_not_found' });
  });
});

describe('following an influencer', () => {
  const given = specificationFor(followDecider);
  const followed = { type: 'InfluencerFollowed' as const, data: { influencerId: 'ama', memberId: 'kofi' } };
  it('follows a verified influencer once and unfollows', () => {
    given([]).when({ type: 'Follow', influencerId: 'ama', memberId: 'kofi', influencerVerified: true }).then([followed]);
    given([followed]).when({ type: 'Follow', influencerId: 'ama', memberId: 'kofi', influencerVerified: true }).then([]);
    given([followed]).when({ type: 'Unfollow', influencerId: 'ama', memberId: 'kofi' }).then([{ type: 'InfluencerUnfollowed', data: { influencerId: 'ama', memberId: 'kofi' } }]);
    given([]).when({ type: 'Unfollow', influencerId: 'ama', memberId: 'kofi' }).then([]);
  });
  it('refuses an unverified influencer and oneself', () => {
    given([]).when({ type: 'Follow', influencerId: 'ama', memberId: 'kofi', influencerVerified: false }).thenThrows({ code: 'influencer_not_found' });
    given([]).when({ type: 'Follow', influencerId: 'ama', memberId: 'ama', influencerVerified: true }).thenThrows({ code: 'validation_failed' });
  });
});

describe('an influencer event', () => {
  const given = specificationFor(liveEventDecider);
  const now = testContext.now!;
  const details = { eventId: 'e1', influencerId: 'ama', eventType: 'Cooking Demo', title: 'Jollof night', description: 'Cook jollof together live', scheduledAt: '2025-01-02T18:00:00.000Z', duration: 60, maxParticipants: 5 };
  const scheduled = { type: 'InfluencerEventScheduled' as const, data: details };
  const joined = (memberId: string) => ({ type: 'InfluencerEventJoined' as const, data: { eventId: 'e1', memberId } });
  it('is scheduled only by a verified influencer, in the future', () => {
    given([]).when({ type: 'Schedule', data: details, hostVerified: true, now }).then([scheduled]);
    given([]).when({ type: 'Schedule', data: details, hostVerified: false, now }).thenThrows({ code: 'influencer_not_verified' });
    given([]).when({ type: 'Schedule', data: { ...details, scheduledAt: '2024-12-31T00:00:00.000Z' }, hostVerified: true, now }).thenThrows({ code: 'validation_failed' });
  });
  it('takes members up to its maximum, then is Event Full', () => {
    const full = [scheduled, ...['a', 'b', 'c', 'd', 'e'].map(joined)];
    given([scheduled]).when({ type: 'Join', eventId: 'e1', memberId: 'kofi', now }).then([joined('kofi')]);
    given(full).when({ type: 'Join', eventId: 'e1', memberId: 'kofi', now }).thenThrows({ code: 'influencer_event_full', message: 'Event Full' });
    given(full).when({ type: 'Join', eventId: 'e1', memberId: 'a', now }).then([]);
  });
  it('frees a place when a member leaves', () => {
    const left = { type: 'InfluencerEventLeft' as const, data: { eventId: 'e1', memberId: 'a' } };
    const full = [scheduled, ...['a', 'b', 'c', 'd', 'e'].map(joined)];
    given(full).when({ type: 'Leave', eventId: 'e1', memberId: 'a' }).then([left]);
    given([...full, left]).when({ type: 'Join', eventId: 'e1', memberId: 'kofi', now }).then([joined('kofi')]);
    given([scheduled]).when({ type: 'Leave', eventId: 'e1', memberId: 'a' }).then([]);
  });
  it('refuses an unknown, an ended event and the host', () => {
    given([]).when({ type: 'Join', eventId: 'e1', memberId: 'kofi', now }).thenThrows({ code: 'influencer_event_not_found' });
    given([scheduled]).when({ type: 'Join', eventId: 'e1', memberId: 'kofi', now: new Date('2025-01-03T00:00:00Z') }).thenThrows({ code: 'influencer_event_past' });
    given([scheduled]).when({ type: 'Join', eventId: 'e1', memberId: 'ama', now }).thenThrows({ code: 'validation_failed' });
  });
});
