import { describe, it } from 'vitest';
import { specificationFor } from '../testing/decider-specification.ts';
import { notificationReading } from './decide.ts';

const given = specificationFor(notificationReading);
const registered = { type: 'MemberRegistered', data: { memberId: 'ama' } } as Parameters<typeof given>[0][number];
const upTo = '2025-01-01T12:00:00.000Z';

describe('reading notifications', () => {
  it('records which notifications the member read', () => {
    given([registered])
      .when({ type: 'ReadNotifications', memberId: 'ama', notificationIds: ['n1'], upTo })
      .then([{ type: 'NotificationsRead', data: { memberId: 'ama', notificationIds: ['n1'], upTo } }]);
  });

  it('records reading them all up to a time', () => {
    given([registered])
      .when({ type: 'ReadNotifications', memberId: 'ama', notificationIds: null, upTo })
      .then([{ type: 'NotificationsRead', data: { memberId: 'ama', notificationIds: null, upTo } }]);
  });

  it('refuses a member who never registered', () => {
    given([]).when({ type: 'ReadNotifications', memberId: 'ghost', notificationIds: null, upTo }).thenThrows({ code: 'not_found' });
  });
});
