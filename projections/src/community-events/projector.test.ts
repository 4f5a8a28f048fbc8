import { AccountDeleted, CommunityEventBookmarkSet, CommunityEventInterestSet, CommunityEventJoined, CommunityEventListed, EventDateInviteAnswered, EventDateInvited, communityEventStream, memberStream, newEvent, type NewEvent } from '@sankofa/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvents, rowsAfterBatches } from '../runtime/testing/projector-rows.ts';
import { openTestLog, type TestLog } from '../runtime/testing/test-log.ts';
import { communityEventsProjector } from './projector.ts';

const context = { actorId: 'test', correlationId: 'test' };
const T0 = '2026-11-24T10:00:00.000Z';
const on = (event: NewEvent) => [communityEventStream('e1'), event] as const;

const SELECT = `
SELECT e.event_id, e.title, e.search @@ websearch_to_tsquery('english', 'kente weaving') AS found,
  (SELECT json_agg(json_build_object('m', member_id, 'j', joined, 'i', interested, 'b', bookmarked) ORDER BY member_id) FROM community_event_members) AS members,
  (SELECT json_agg(status) FROM community_event_invitations) AS invitations
FROM community_events e`;

describe('community events projector', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it('keeps the searchable catalog, each member\'s standing and the invitations, the same however batched or applied again', async () => {
    const events = await recordEvents(log, [
      on(newEvent(CommunityEventListed, {
        eventId: 'e1', hostId: 'host', title: 'Kente Weaving Workshop', description: 'Learn to weave kente with master weavers', category: 'cultural',
        date: '2026-12-05', time: '14:00', venue: 'Hall', address: '', city: 'London', country: 'United Kingdom', price: 'Free', priceAmount: 0, capacity: 20,
        imageUrl: null, organizer: 'Ghana Arts', website: null, tags: ['kente'], culturalRelevance: 90, ageGroup: 'All ages', listedAt: T0,
      }, context)),
      on(newEvent(CommunityEventJoined, { eventId: 'e1', memberId: 'ama' }, context)),
      on(newEvent(CommunityEventBookmarkSet, { eventId: 'e1', memberId: 'kofi', bookmarked: true }, context)),
      on(newEvent(CommunityEventInterestSet, { eventId: 'e1', memberId: 'ama', interested: true }, context)),
      on(newEvent(CommunityEventBookmarkSet, { eventId: 'e1', memberId: 'kofi', bookmarked: false }, context)),
      on(newEvent(EventDateInvited, { eventId: 'e1', inviteId: 'i1', matchId: 'm1', fromId: 'ama', toId: 'kofi', message: 'Come?', invitedAt: T0 }, context)),
      on(newEvent(EventDateInviteAnswered, { eventId: 'e1', inviteId: 'i1', answer: 'accepted', answeredAt: T0 }, context)),
    ]);
    const once = await rowsAfterBatches(log, communityEventsProjector, [events], SELECT);
    expect(once).toEqual([{
      event_id: 'e1', title: 'Kente Weaving Workshop', found: true,
      members: [{ m: 'ama', j: true, i: true, b: false }, { m: 'kofi', j: false, i: false, b: false }],
      invitations: ['accepted'],
    }]);
    expect(await rowsAfterBatches(log, communityEventsProjector, [events, events], SELECT)).toEqual(once);
    expect(await rowsAfterBatches(log, communityEventsProjector, [events.slice(0, 3), events.slice(2, 5), events.slice(4)], SELECT)).toEqual(once);
  });

  it('drops a deleted member from every attendee list and count, and every invitation hers or to her', async () => {
    const [listed] = await recordEvents(log, [on(newEvent(CommunityEventListed, {
      eventId: 'e1', hostId: 'host', title: 'Kente Weaving Workshop', description: 'Learn to weave kente with master weavers', category: 'cultural',
      date: '2026-12-05', time: '14:00', venue: 'Hall', address: '', city: 'London', country: 'United Kingdom', price: 'Free', priceAmount: 0, capacity: 20,
      imageUrl: null, organizer: 'Ghana Arts', website: null, tags: ['kente'], culturalRelevance: 90, ageGroup: 'All ages', listedAt: T0,
    }, context))]);
    const events = [listed!, ...(await recordEvents(log, [
      on(newEvent(CommunityEventJoined, { eventId: 'e1', memberId: 'abena' }, context)),
      on(newEvent(CommunityEventJoined, { eventId: 'e1', memberId: 'yaw' }, context)),
      on(newEvent(EventDateInvited, { eventId: 'e1', inviteId: 'i2', matchId: 'm2', fromId: 'yaw', toId: 'abena', message: 'Come?', invitedAt: T0 }, context)),
      [memberStream('abena'), newEvent(AccountDeleted, { memberId: 'abena' }, context)],
    ]))];
    const once = await rowsAfterBatches(log, communityEventsProjector, [events], SELECT);
    expect(once).toEqual([{ event_id: 'e1', title: 'Kente Weaving Workshop', found: true, members: [{ m: 'yaw', j: true, i: false, b: false }], invitations: null }]);
    expect(await rowsAfterBatches(log, communityEventsProjector, [events, events], SELECT)).toEqual(once);
    expect(await rowsAfterBatches(log, communityEventsProjector, events.map((event) => [event]), SELECT)).toEqual(once);
  });
});
