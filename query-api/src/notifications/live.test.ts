import { describe, expect, it } from 'vitest';
import { NotificationsRead, PremiumActivated, newEvent, type NewEvent, type RecordedEvent } from '@sankofa/events';
import { memberRegistered } from '@sankofa/projections/testing';
import { notificationsLiveMapper } from './live.ts';

const context = { actorId: 'system', correlationId: 'test', now: new Date('2025-06-01T09:30:00Z') };
const recorded = (event: NewEvent): RecordedEvent => ({ ...event, stream: 'member-x', revision: 3, position: 'p1' });

describe('notifications on the live channel', () => {
  it('pushes a new notification to the member it is for', () => {
    const activated = recorded(newEvent(PremiumActivated, { memberId: 'ama', until: null }, context));
    expect(notificationsLiveMapper(activated)).toEqual([
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
    expect(notificationsLiveMapper(read)).toEqual([
      { memberId: 'kofi', type: 'notifications_read', payload: { notificationIds: ['n1', 'n2'], upTo: '2025-06-01T10:00:00.000Z' } },
    ]);
  });

  it('says nothing about events that notify nobody', () => {
    expect(notificationsLiveMapper(recorded(memberRegistered('ama')))).toEqual([]);
  });
});
