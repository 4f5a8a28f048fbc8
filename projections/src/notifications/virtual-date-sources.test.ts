import { describe, expect, it } from 'vitest';
import { VirtualDateReminded, newEvent, type NewEvent } from '@sankofa/events';
import { notificationsFor } from './sources.ts';

const recorded = <Event extends NewEvent>(event: Event) => ({ ...event, stream: 'virtual-date-d1', revision: 3, position: '1' });

describe('a virtual date reminder', () => {
  it('notifies both members, each about the other', () => {
    const event = recorded(newEvent(VirtualDateReminded, { dateId: 'd1', matchId: 'm1', memberIds: ['kofi', 'ama'], scheduledAt: '2025-03-01T12:00:00.000Z' }, { actorId: 'scheduler', correlationId: 'c' }));
    expect(notificationsFor(event)).toEqual([
      expect.objectContaining({ memberId: 'kofi', type: 'date', title: 'Your virtual date starts soon', relatedMemberId: 'ama' }),
      expect.objectContaining({ memberId: 'ama', type: 'date', relatedMemberId: 'kofi' }),
    ]);
  });
});
