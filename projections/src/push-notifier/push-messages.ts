import { DateCheckInDue, EventDateInvited, GameCreated, MatchMade, MessageSent, PreMatchMessageSent, SuperLikeSent, VirtualDateProposed, VirtualDateReminded, eventsOf, type EventsIn, type PushKind } from '@sankofa/events';
import { notificationsFor } from '../notifications/sources.ts';
import type { NotificationType } from '../notifications/notification.ts';

/** One Web Push for one member, derived from the event that causes it. */
export interface PushMessage {
  /** The in-app notification's id where there is one (the same event, the same member): what "sent once" counts. */
  notificationId: string;
  memberId: string;
  kind: PushKind;
  /** The member whose action it is: a recipient who muted or blocked them (or was blocked) hears nothing. */
  fromMemberId: string | null;
  title: string;
  body: string;
  /** The screen the notification opens. */
  url: string;
}

const KIND_OF_NOTIFICATION: Partial<Record<NotificationType, PushKind>> = { match: 'matches', message: 'messages', like: 'likes', date: 'dates_and_games' };

/** The events a push can come from: those the in-app list notifies of (the check-in after a shared date among them), and invitations. */
export const pushTriggers = eventsOf(MatchMade, MessageSent, SuperLikeSent, PreMatchMessageSent, VirtualDateReminded, VirtualDateProposed, GameCreated, EventDateInvited, DateCheckInDue);
export type PushTrigger = EventsIn<typeof pushTriggers>;
type Invitation = Extract<PushTrigger, { type: 'VirtualDateProposed' | 'GameCreated' | 'EventDateInvited' }>;
type NotifyingTrigger = Exclude<PushTrigger, Invitation>;

const urlOf = (event: NotifyingTrigger): string => {
  switch (event.type) {
    case 'MatchMade':
    case 'MessageSent':
      return `/chat/${event.data.matchId}`;
    case 'VirtualDateReminded':
      return '/virtual-dates';
    default:
      return '/notifications';
  }
};

/** What the in-app list says, for the kinds a member can have pushed. */
const fromNotifications = (event: NotifyingTrigger): PushMessage[] =>
  notificationsFor(event).flatMap((notification) => {
    const kind = KIND_OF_NOTIFICATION[notification.type];
    if (!kind) return [];
    return [{ notificationId: notification.id, memberId: notification.memberId, kind, fromMemberId: notification.relatedMemberId, title: notification.title, body: notification.message, url: urlOf(event) }];
  });

const pushId = (event: Invitation, memberId: string) => `${event.metadata.eventId}:${memberId}`;

/** Invitations the in-app list does not carry, pushed all the same: a date proposed, a game offered, an event to go to together. */
const invitations = (event: Invitation): PushMessage[] => {
  switch (event.type) {
    case 'VirtualDateProposed': {
      const { initiatorId, participantId } = event.data;
      return [{ notificationId: pushId(event, participantId), memberId: participantId, kind: 'dates_and_games', fromMemberId: initiatorId, title: 'New virtual date invitation', body: 'You have been invited to a virtual date.', url: '/virtual-dates' }];
    }
    case 'GameCreated': {
      const { creatorId, creatorName, invitedIds } = event.data;
      return invitedIds
        .filter((memberId) => memberId !== creatorId)
        .map((memberId) => ({ notificationId: pushId(event, memberId), memberId, kind: 'dates_and_games' as const, fromMemberId: creatorId, title: 'New game invitation', body: `${creatorName} invited you to play.`, url: '/games' }));
    }
    case 'EventDateInvited': {
      const { fromId, toId, message } = event.data;
      return [{ notificationId: pushId(event, toId), memberId: toId, kind: 'events', fromMemberId: fromId, title: 'Invitation to an event', body: message || 'Your match invited you to an event.', url: '/events' }];
    }
  }
};

/** Whom an event notifies by push, and what; pure, so the same event always makes the same pushes (and ids). */
export const pushMessagesFor = (event: PushTrigger): PushMessage[] => {
  switch (event.type) {
    case 'VirtualDateProposed':
    case 'GameCreated':
    case 'EventDateInvited':
      return invitations(event);
    default:
      return fromNotifications(event);
  }
};
