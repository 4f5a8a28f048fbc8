import { describe, expect, it } from 'vitest';
import { MemberWarned, newEvent } from '@sankofa/events';
import { notificationsFor } from './sources.ts';

describe('a moderator’s warning', () => {
  it('notifies the warned member with the reason, and no one else', () => {
    const warned = {
      ...newEvent(MemberWarned, { memberId: 'kofi', reason: 'A report for harassment was upheld', reportId: 'r1', decidedBy: 'admin' }, { actorId: 'admin', correlationId: 'test' }),
      stream: 'member-kofi',
      revision: 3,
      position: '1',
    };
    expect(notificationsFor(warned)).toEqual([
      {
        id: `${warned.metadata.eventId}:kofi`,
        memberId: 'kofi',
        type: 'moderation',
        title: 'A warning from our moderators',
        message: 'A report for harassment was upheld. Please follow the community guidelines: a further breach can suspend your account.',
        relatedMemberId: null,
        createdAt: warned.metadata.occurredAt,
      },
    ]);
  });
});
