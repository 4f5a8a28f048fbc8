import { MatchMade, PairUnmatched, SuperLikeSent, SwipeRecorded, memberStream, newEvent, pairStream } from '@sankofa/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvents, rowsAfterBatches } from '../runtime/testing/projector-rows.ts';
import { memberRegistered } from '../runtime/testing/given-events.ts';
import { openTestLog, type TestLog } from '../runtime/testing/test-log.ts';
import { memberStatsProjector } from './projector.ts';

const SELECT = 'SELECT member_id, matches, likes_given, super_likes FROM member_stats ORDER BY member_id';
const context = { actorId: 'test', correlationId: 'test' };
const like = (swiperId: string, swipedId: string, isSuperLike = false) => [
  [pairStream(swiperId, swipedId), newEvent(SwipeRecorded, { swiperId, swipedId, isLike: true, isSuperLike }, context)] as const,
  ...(isSuperLike ? [[pairStream(swiperId, swipedId), newEvent(SuperLikeSent, { swiperId, swipedId }, context)] as const] : []),
];
const pass = (swiperId: string, swipedId: string) =>
  [pairStream(swiperId, swipedId), newEvent(SwipeRecorded, { swiperId, swipedId, isLike: false, isSuperLike: false }, context)] as const;
const match = (matchId: string, userId1: string, userId2: string) =>
  [pairStream(userId1, userId2), newEvent(MatchMade, { matchId, userId1, userId2 }, context)] as const;
const unmatch = (matchId: string, userId1: string, userId2: string) =>
  [pairStream(userId1, userId2), newEvent(PairUnmatched, { matchId, byMemberId: userId1, reason: 'unmatch' }, context)] as const;

describe('member_stats projector', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it('opens a row of zeros for every member who registers, once however often it is applied', async () => {
    const events = await recordEvents(log, [
      [memberStream('ama'), memberRegistered('ama')],
      [memberStream('kofi'), memberRegistered('kofi')],
    ]);
    const once = await rowsAfterBatches(log, memberStatsProjector, [events], SELECT);
    expect(once).toEqual([
      { member_id: 'ama', matches: 0, likes_given: 0, super_likes: 0 },
      { member_id: 'kofi', matches: 0, likes_given: 0, super_likes: 0 },
    ]);
    expect(await rowsAfterBatches(log, memberStatsProjector, [events, events.slice(1), events], SELECT)).toEqual(once);
  });

  it('counts likes given (super likes included), super likes, and current matches for both members', async () => {
    const events = await recordEvents(log, [
      [memberStream('abena'), memberRegistered('abena')],
      [memberStream('yaw'), memberRegistered('yaw')],
      [memberStream('esi'), memberRegistered('esi')],
      ...like('abena', 'yaw'),
      ...like('yaw', 'abena', true),
      match('m1', 'yaw', 'abena'),
      pass('esi', 'yaw'),
      ...like('esi', 'abena', true),
      ...like('abena', 'esi'),
      match('m2', 'abena', 'esi'),
      unmatch('m2', 'abena', 'esi'),
    ]);
    const once = await rowsAfterBatches(log, memberStatsProjector, [events], SELECT);
    expect(once).toEqual([
      { member_id: 'abena', matches: 1, likes_given: 2, super_likes: 0 },
      { member_id: 'esi', matches: 0, likes_given: 1, super_likes: 1 },
      { member_id: 'yaw', matches: 1, likes_given: 1, super_likes: 1 },
    ]);
    expect(await rowsAfterBatches(log, memberStatsProjector, [events, events], SELECT)).toEqual(once);
    const inPieces = [events.slice(0, 5), events.slice(3, 9), events.slice(8, 11), events.slice(6), events];
    expect(await rowsAfterBatches(log, memberStatsProjector, inPieces, SELECT)).toEqual(once);
  });
});
