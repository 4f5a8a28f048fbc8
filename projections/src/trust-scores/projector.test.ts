import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountDeleted,
  LoginFailed,
  MemberBlocked,
  MessageSent,
  ReportUpheld,
  SessionStarted,
  VerificationApproved,
  matchStream,
  memberStream,
  newEvent,
  reportStream,
  sessionStream,
  verificationStream,
} from '@sankofa/events';
import { memberRegistered } from '../runtime/testing/given-events.ts';
import { recordEvents, rowsAfterBatches } from '../runtime/testing/projector-rows.ts';
import { openTestLog, type TestLog } from '../runtime/testing/test-log.ts';
import { trustScoresProjector } from './projector.ts';

const at = (time: string) => ({ actorId: 'test', correlationId: 'test', now: new Date(time) });
const failed = (memberId: string, locksAccount: boolean, time: string) =>
  newEvent(LoginFailed, { memberId, reason: 'wrong_password', device: null, country: null, locksAccount }, at(time));
const message = (matchId: string, senderId: string, receiverId: string, time: string) =>
  newEvent(MessageSent, { matchId, messageId: `${matchId}-${senderId}-${time}`, senderId, receiverId, content: 'Hi', originalLanguage: null }, at(time));
const session = (memberId: string, sessionId: string, time: string) =>
  newEvent(SessionStarted, { sessionId, memberId, refreshTokenHash: 'h', expiresAt: '2026-12-31T00:00:00Z', device: null }, at(time));

const QUERIES = {
  members: 'SELECT member_id, registered_at FROM trust_members ORDER BY member_id',
  badges: 'SELECT member_id, verification_type, badge_level, points, earned_at FROM trust_badges ORDER BY member_id, verification_type',
  incidents: 'SELECT member_id, kind, occurred_at FROM trust_incidents ORDER BY occurred_at',
  signIns: "SELECT member_id, to_char(day, 'YYYY-MM-DD') AS day FROM trust_sign_ins ORDER BY member_id, day",
  conversations: 'SELECT match_id, sender_id, receiver_id, first_sent_at FROM trust_conversations ORDER BY match_id, sender_id',
};

describe('trust scores projector', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it('keeps the facts of each score part, the same however often and in whatever batches the events are applied', async () => {
    const events = await recordEvents(log, [
      [memberStream('ama'), memberRegistered('ama', {}, at('2026-01-01T10:00:00Z'))],
      [memberStream('kofi'), memberRegistered('kofi', {}, at('2026-01-02T10:00:00Z'))],
      // Verification: each type's first approval is its badge.
      [verificationStream('ama'), newEvent(VerificationApproved, { memberId: 'ama', requestId: 'r1', verificationType: 'phone', points: 25, badgeLevel: 'silver', decidedBy: null }, at('2026-01-03T10:00:00Z'))],
      [verificationStream('ama'), newEvent(VerificationApproved, { memberId: 'ama', requestId: 'r2', verificationType: 'phone', points: 25, badgeLevel: 'silver', decidedBy: null }, at('2026-01-04T10:00:00Z'))],
      [verificationStream('ama'), newEvent(VerificationApproved, { memberId: 'ama', requestId: 'r3', verificationType: 'social', points: 20, badgeLevel: 'silver', decidedBy: 'admin' }, at('2026-01-05T10:00:00Z'))],
      // Behaviour: an upheld report, a block received and a lockout count; a failure that did not lock does not.
      [reportStream('rep1'), newEvent(ReportUpheld, { reportId: 'rep1', reportedMemberId: 'kofi', decidedBy: 'admin', action: 'warn', note: '' }, at('2026-01-06T10:00:00Z'))],
      [memberStream('ama'), newEvent(MemberBlocked, { memberId: 'ama', blockedMemberId: 'kofi' }, at('2026-01-07T10:00:00Z'))],
      [memberStream('kofi'), failed('kofi', false, '2026-01-08T10:00:00Z')],
      [memberStream('kofi'), failed('kofi', true, '2026-01-08T10:01:00Z')],
      // Activity: sign-ins count once a day.
      [sessionStream('s1'), session('ama', 's1', '2026-01-09T08:00:00Z')],
      [sessionStream('s2'), session('ama', 's2', '2026-01-09T20:00:00Z')],
      [sessionStream('s3'), session('ama', 's3', '2026-01-10T08:00:00Z')],
      // Conversations: each sender's first message in each match.
      [matchStream('m1'), message('m1', 'kofi', 'ama', '2026-01-11T10:00:00Z')],
      [matchStream('m1'), message('m1', 'ama', 'kofi', '2026-01-11T11:00:00Z')],
      [matchStream('m1'), message('m1', 'ama', 'kofi', '2026-01-11T12:00:00Z')],
    ]);
    const rows = async (batches: (typeof events)[]) =>
      Object.fromEntries(await Promise.all(Object.entries(QUERIES).map(async ([name, sql]) => [name, await rowsAfterBatches(log, trustScoresProjector, batches, sql)] as const)));
    const once = await rows([events]);
    expect(once).toEqual({
      members: [
        { member_id: 'ama', registered_at: new Date('2026-01-01T10:00:00Z') },
        { member_id: 'kofi', registered_at: new Date('2026-01-02T10:00:00Z') },
      ],
      badges: [
        { member_id: 'ama', verification_type: 'phone', badge_level: 'silver', points: 25, earned_at: new Date('2026-01-03T10:00:00Z') },
        { member_id: 'ama', verification_type: 'social', badge_level: 'silver', points: 20, earned_at: new Date('2026-01-05T10:00:00Z') },
      ],
      incidents: [
        { member_id: 'kofi', kind: 'report_upheld', occurred_at: new Date('2026-01-06T10:00:00Z') },
        { member_id: 'kofi', kind: 'blocked', occurred_at: new Date('2026-01-07T10:00:00Z') },
        { member_id: 'kofi', kind: 'locked_out', occurred_at: new Date('2026-01-08T10:01:00Z') },
      ],
      signIns: [
        { member_id: 'ama', day: '2026-01-09' },
        { member_id: 'ama', day: '2026-01-10' },
      ],
      conversations: [
        { match_id: 'm1', sender_id: 'ama', receiver_id: 'kofi', first_sent_at: new Date('2026-01-11T11:00:00Z') },
        { match_id: 'm1', sender_id: 'kofi', receiver_id: 'ama', first_sent_at: new Date('2026-01-11T10:00:00Z') },
      ],
    });
    expect(await rows([events, events])).toEqual(once);
    expect(await rows(events.map((event) => [event]))).toEqual(once);
    expect(await rows([events.slice(0, 10), events.slice(5)])).toEqual(once);
  });

  it("drops a deleted member's facts, and her conversations from her partners'", async () => {
    const events = await recordEvents(log, [
      [memberStream('abena'), memberRegistered('abena', {}, at('2026-02-01T10:00:00Z'))],
      [memberStream('yaw'), memberRegistered('yaw', {}, at('2026-02-01T11:00:00Z'))],
      [verificationStream('abena'), newEvent(VerificationApproved, { memberId: 'abena', requestId: 'r9', verificationType: 'phone', points: 25, badgeLevel: 'silver', decidedBy: null }, at('2026-02-02T10:00:00Z'))],
      [sessionStream('s9'), session('abena', 's9', '2026-02-02T11:00:00Z')],
      [matchStream('m9'), message('m9', 'abena', 'yaw', '2026-02-03T10:00:00Z')],
      [matchStream('m9'), message('m9', 'yaw', 'abena', '2026-02-03T10:01:00Z')],
      [memberStream('abena'), newEvent(AccountDeleted, { memberId: 'abena' }, at('2026-02-04T10:00:00Z'))],
    ]);
    const rows = async (batches: (typeof events)[]) =>
      Object.fromEntries(await Promise.all(Object.entries(QUERIES).map(async ([name, sql]) => [name, await rowsAfterBatches(log, trustScoresProjector, batches, sql)] as const)));
    const once = await rows([events]);
    expect(once).toEqual({ members: [{ member_id: 'yaw', registered_at: new Date('2026-02-01T11:00:00Z') }], badges: [], incidents: [], signIns: [], conversations: [] });
    expect(await rows([events, events])).toEqual(once);
    expect(await rows(events.map((event) => [event]))).toEqual(once);
  });
});
