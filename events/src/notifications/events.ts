import { z } from 'zod';
import { defineEvent } from '../catalog.ts';

/**
 * Notifications themselves are derived by the notifications projector from the events that
 * cause them (a match, a message, a like…); only the member's reading them is a fact of its own,
 * on `member-<memberId>`.
 */
export const NotificationsRead = defineEvent(
  'NotificationsRead',
  /** `notificationIds` null marks every notification up to `upTo` (an ISO time) as read. */
  z.object({ memberId: z.string(), notificationIds: z.array(z.string()).nullable(), upTo: z.string() }),
);

export const notificationEvents = [NotificationsRead] as const;
