import { describe, expect, it } from 'vitest';
import { MessageSent, NotificationsRead, PremiumActivated, newEvent, type NewEvent, type RecordedEvent } from '@sankofa/events';
import { memberRegistered } from '@sankofa/projections/testing';
import type { LiveMapperDependencies } from '../live/live-feed.ts';
import { notificationsLiveMapper } from './live.ts';

const context = { actorId: 'system', correlationId: 'test', now: new Date('2025-06-01T09:30:00Z') };
const recorded = (event: NewEvent): RecordedEvent => ({ ...event, stream: 'member-x', revision: 3, position: 'p1' });
/** The mapper reads nothing. */
const dependencies = {} as LiveMapperDependencies;
/** As the live feed hands an event on: parsed by the mapper's own set. */
const pushed = (event: RecordedEvent) => notificationsLiveMapper.map(notificationsLiveMapper.handles.parse(event), dependencies);

describe('notifications on the live channel', () => {
  it('pushes a new notification to the member it is for', () => {
    const activated = recorded(newEvent(PremiumActivated, { memberId: 'ama', until: null }, context));
    expect(pushed(activated)).toEqual([
      {
        memberId: 'ama',
        type: 'notification',
        payload: {
          id: `${activated.metadata.eventId}:ama`,
          type: 'premium',
          title: 'Premium activated',
          message: 'Enjoy See Who Viewed You, unlimited swipes and more.',
          isRead: false,
          createdAt: '2025-06-01T09:30:00.000Z',
          relatedMemberId: null,
          relatedMember: null,
        },
      },
    ]);
  });

  it("tells the reading member's devices what was read", () => {
    const read = recorded(newEvent(NotificationsRead, { memberId: 'kofi', notificationIds: ['n1', 'n2'], upTo: '2025-06-01T10:00:00.000Z' }, context));
    expect(pushed(read)).toEqual([
      { memberId: 'kofi', type: 'notifications_read', payload: { notificationIds: ['n1', 'n2'], upTo: '2025-06-01T10:00:00.000Z' } },
    ]);
  });

  it('pushes nothing for a message recorded before receivers were named', () => {
    const message = newEvent(MessageSent, { matchId: 'm1', messageId: 'msg1', senderId: 'kofi', receiverId: 'ama', content: 'Akwaaba', originalLanguage: null }, context);
    const { receiverId: _receiverId, ...versionOneData } = message.data;
    expect(pushed(recorded({ ...message, data: versionOneData, metadata: { ...message.metadata, schemaVersion: 1 } }))).toEqual([]);
  });

  it('does not take events that notify nobody', () => {
    expect(notificationsLiveMapper.handles.has(recorded(memberRegistered('ama')))).toBe(false);
  });
});
