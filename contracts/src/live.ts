import { z } from 'zod';
import { messageView } from './chat.ts';
import { eventSummary, eventTailMessage } from './event-browser.ts';
import { gameView } from './games.ts';
import { publicMember } from './members.ts';
import { notificationView } from './notifications.ts';
import { rtcSignal, rtcSignalMessage, virtualDateView } from './virtual-dates.ts';

/**
 * The live channel `/ws`. Browsers cannot set headers on a WebSocket, so the client's first
 * message carries its access token; the server then sends only that member's messages, each with
 * the log position of the event behind it (the client reads its refetches from at least there).
 */
export const LIVE_CHANNEL_PATH = '/ws';

export const authMessage = z.object({ type: z.literal('auth'), payload: z.object({ accessToken: z.string().min(1) }) });
/** The member is typing in match `matchId`: relayed to the other member only, never recorded; the server drops repeats within a couple of seconds. */
export const typingMessage = z.object({ type: z.literal('typing'), payload: z.object({ matchId: z.string().regex(/^[\w-]{1,100}$/) }) });
/** What the client sends. */
export const liveClientMessage = z.discriminatedUnion('type', [authMessage, typingMessage, rtcSignalMessage, eventTailMessage]);
export type LiveClientMessage = z.infer<typeof liveClientMessage>;

const event = <Type extends string, Payload extends z.ZodType>(type: Type, payload: Payload) =>
  z.object({ type: z.literal(type), payload, position: z.string().optional() });

/** Every message the server pushes, told apart by `type`. */
export const liveServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth_ok') }),
  /** To both members, each with the other's card (the spec's `payload.matchedUser`); null only if the card cannot be found. */
  event('new_match', z.object({ matchId: z.string(), matchedUser: publicMember.nullable() })),
  /** To the target of a super like, with the card of who sent it. */
  event('super_like', z.object({ fromMember: publicMember.nullable() })),
  /** To both members of the match: the receiver's chat, and the sender's other tabs and devices. */
  event('new_message', z.object({ matchId: z.string(), message: messageView })),
  /** To the member the translation is for, with the fields their message view changes. */
  event(
    'message_translated',
    z.object({ matchId: z.string(), messageId: z.string(), isTranslated: z.literal(true), translatedContent: z.string(), translatedLanguage: z.string() }),
  ),
  /** To both members: the sender unsent the message, it disappears at once (issue 23). */
  event('message_unsent', z.object({ matchId: z.string(), messageId: z.string() })),
  event('match_closed', z.object({ matchId: z.string() })),
  event('notification', notificationView),
  /** The member's other devices learn what was read (`notificationIds` null: all up to `upTo`). */
  event('notifications_read', z.object({ notificationIds: z.array(z.string()).nullable(), upTo: z.string() })),
  /** To every member a game is offered to or played by, with the game as that member sees it. */
  event('game_updated', z.object({ game: gameView })),
  /** The other member of `matchId` is typing (ephemeral: no position). */
  event('typing', z.object({ matchId: z.string(), memberId: z.string() })),
  /** Receipts in `matchId` moved (delivered or read): the ticks and unread counts it shows are to be read again. */
  event('messages_marked', z.object({ matchId: z.string() })),
  /** A match came online or left (ephemeral): their presence is to be read again. Never sent while either hides activity status. */
  event('presence_changed', z.object({ memberId: z.string() })),
  /** To both members of a virtual date whenever it changes (proposed, answered, reminded, started, ended). */
  event('virtual_date_changed', z.object({ dateId: z.string(), status: virtualDateView.shape.status })),
  /** A WebRTC signal from the date's other member, relayed as sent. */
  event('rtc_signal', z.object({ dateId: z.string(), fromMemberId: z.string(), signal: rtcSignal })),
  /** To an admin: the live tail of the whole log is now on or off (`event_tail` answered). */
  event('event_tail', z.object({ on: z.boolean() })),
  /** To an admin with the live tail on: each event appended to the log, as it comes. */
  event('log_event', eventSummary),
  /** A client message the server refuses (a member asking for the admin live tail), naming why. */
  event('error', z.object({ code: z.string(), message: z.string() })),
]);
export type LiveServerMessage = z.infer<typeof liveServerMessage>;
export type LiveMessageType = LiveServerMessage['type'];
/** The message of one type, e.g. `LiveMessageOf<'new_message'>`. */
export type LiveMessageOf<Type extends LiveMessageType> = Extract<LiveServerMessage, { type: Type }>;
/** A pushed message as a mapper composes it, before the feed stamps its position. */
export type LivePush = LiveServerMessage extends infer Message ? (Message extends { type: 'auth_ok' } ? never : Omit<Message, 'position'>) : never;
