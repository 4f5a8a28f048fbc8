import {
  EventDateInvited,
  GameCreated,
  MatchMade,
  MessageSent,
  PreMatchMessageSent,
  SuperLikeSent,
  VirtualDateProposed,
  VirtualDateReminded,
  type EventOf,
  type PushKind,
  type RecordedEvent,
} from '@sankofa/events';
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

const urlOf = (event: RecordedEvent): string => {
  switch (event.type) {
    case MatchMade.type:
      return `/chat/${(event as EventOf<typeof MatchMade>).data.matchId}`;
    case MessageSent.type:
      return `/chat/${(event as EventOf<typeof MessageSent>).data.matchId}`;
    case VirtualDateReminded.type:
      return '/virtual-dates';
    default:
      return '/notifications';
  }
};

/** What the in-app list says, for the kinds a member can have pushed. */
const fromNotifications = (event: RecordedEvent): PushMessage[] =>
  notificationsFor(event).flatMap((notification) => {
    const kind = KIND_OF_NOTIFICATION[notification.type];
    if (!kind) return [];
    return [{ notificationId: notification.id, memberId: notification.memberId, kind, fromMemberId: notification.relatedMemberId, title: notification.title, body: notification.message, url: urlOf(event) }];
  });

const pushId = (event: RecordedEvent, memberId: string) => `${event.metadata.eventId}:${memberId}`;

/** Invitations the in-app list does not carry, pushed all the same: a date proposed, a game offered, an event to go to together. */
const invitations = (event: RecordedEvent): PushMessage[] => {
  switch (event.type) {
    case VirtualDateProposed.type: {
      const { initiatorId, participantId } = (event as EventOf<typeof VirtualDateProposed>).data;
      return [{ notificationId: pushId(event, participantId), memberId: participantId, kind: 'dates_and_games', fromMemberId: initiatorId, title: 'New virtual date invitation', body: 'You have been invited to a virtual date.', url: '/virtual-dates' }];
    }
    case GameCreated.type: {
      const { creatorId, creatorName, invitedIds } = (event as EventOf<typeof GameCreated>).data;
      return invitedIds
        .filter((memberId) => memberId !== creatorId)
        .map((memberId) => ({ notificationId: pushId(event, memberId), memberId, kind: 'dates_and_games' as const, fromMemberId: creatorId, title: 'New game invitation', body: `${creatorName} invited you to play.`, url: '/games' }));
    }
    case EventDateInvited.type: {
      const { fromId, toId, message } = (event as EventOf<typeof EventDateInvited>).data;
      return [{ notificationId: pushId(event, toId), memberId: toId, kind: 'events', fromMemberId: fromId, title: 'Invitation to an event', body: message || 'Your match invited you to an event.', url: '/events' }];
    }
    default:
      return [];
  }
};

/** The events a push can come from. */
export const PUSH_TRIGGER_TYPES: readonly string[] = [
  MatchMade.type,
  MessageSent.type,
  SuperLikeSent.type,
  PreMatchMessageSent.type,
  VirtualDateReminded.type,
  VirtualDateProposed.type,
  GameCreated.type,
  EventDateInvited.type,
];

/** Whom an event notifies by push, and what; pure, so the same event always makes the same pushes (and ids). */
export const pushMessagesFor = (event: RecordedEvent): PushMessage[] => [...fromNotifications(event), ...invitations(event)];
