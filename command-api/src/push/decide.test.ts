import { describe, it } from 'vitest';
import { specificationFor } from '../testing/decider-specification.ts';
import { pushDecider } from './decide.ts';

const given = specificationFor(pushDecider);
type Fact = Parameters<typeof given>[0][number];

const device = { memberId: 'ama', subscriptionId: 'd1', endpoint: 'https://push.example/abc', p256dh: 'BKEY', auth: 'AUTH' };
const subscribed = { type: 'PushSubscribed', data: device } as Fact;
const subscribe = (changes: Partial<typeof device> = {}, httpsOnly = true) => ({ type: 'SubscribeDevice' as const, ...device, ...changes, httpsOnly });
const muted = (mutedMemberId: string, isMuted: boolean) => ({ type: 'PushMemberMuted', data: { memberId: 'ama', mutedMemberId, muted: isMuted } }) as Fact;

describe('a member subscribing a device to Web Push', () => {
  it('records the device with its keys', () => {
    given([]).when(subscribe()).then([{ type: 'PushSubscribed', data: device }]);
  });

  it('records nothing when the same device subscribes again with the same keys', () => {
    given([subscribed]).when(subscribe()).then([]);
  });

  it('records new keys for the same device', () => {
    given([subscribed]).when(subscribe({ auth: 'NEWAUTH' })).then([{ type: 'PushSubscribed', data: { ...device, auth: 'NEWAUTH' } }]);
  });

  it('refuses an http push service where only https is allowed, and takes it elsewhere', () => {
    given([]).when(subscribe({ endpoint: 'http://push.example/abc' })).thenThrows({ code: 'insecure_push_endpoint' });
    given([]).when(subscribe({ endpoint: 'http://127.0.0.1:9/push/1' }, false)).then([{ type: 'PushSubscribed', data: { ...device, endpoint: 'http://127.0.0.1:9/push/1' } }]);
  });
});

describe('unsubscribing a device', () => {
  it('records that the member turned it off', () => {
    given([subscribed])
      .when({ type: 'UnsubscribeDevice', memberId: 'ama', subscriptionId: 'd1' })
      .then([{ type: 'PushUnsubscribed', data: { memberId: 'ama', subscriptionId: 'd1', reason: 'unsubscribed' } }]);
  });

  it('records nothing for a device already gone', () => {
    const gone = { type: 'PushUnsubscribed', data: { memberId: 'ama', subscriptionId: 'd1', reason: 'gone' } } as Fact;
    given([subscribed, gone]).when({ type: 'UnsubscribeDevice', memberId: 'ama', subscriptionId: 'd1' }).then([]);
  });
});

describe('push preferences', () => {
  it('saves the kinds once each, and the quiet hours', () => {
    const quietHours = { start: '22:00', end: '07:00', timeZone: 'Africa/Lagos' };
    given([])
      .when({ type: 'SavePushPreferences', memberId: 'ama', kinds: ['matches', 'messages', 'matches'], quietHours })
      .then([{ type: 'PushPreferencesSaved', data: { memberId: 'ama', kinds: ['matches', 'messages'], quietHours } }]);
  });
});

describe('muting a member', () => {
  it('mutes, unmutes, and records nothing for what already holds', () => {
    given([]).when({ type: 'MutePushMember', memberId: 'ama', mutedMemberId: 'kofi', muted: true }).then([muted('kofi', true)]);
    given([muted('kofi', true)]).when({ type: 'MutePushMember', memberId: 'ama', mutedMemberId: 'kofi', muted: true }).then([]);
    given([muted('kofi', true)]).when({ type: 'MutePushMember', memberId: 'ama', mutedMemberId: 'kofi', muted: false }).then([muted('kofi', false)]);
  });

  it('refuses muting oneself', () => {
    given([]).when({ type: 'MutePushMember', memberId: 'ama', mutedMemberId: 'ama', muted: true }).thenThrows({ code: 'cannot_mute_self' });
  });
});
