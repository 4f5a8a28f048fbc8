import { z } from 'zod';
import { messageView } from './chat.ts';
import { publicMember } from './members.ts';
import { notificationView } from './notifications.ts';
import type { rtcSignalMessage } from './virtual-dates.ts';
import { rtcSignal, virtualDateView } from './virtual-dates.ts';

/**
 * The live channel `/ws`. Browsers cannot set headers on a WebSocket, so the client's first
 * message carries its access token; the server then sends only that member's messages, each with
 * the log position of the event behind it (the client reads its refetches from at least there).
 */
export const LIVE_CHANNEL_PATH = '/ws';

export const authMessage = z.object({ type: z.literal('auth'), payload: z.object({ accessToken: z.string().min(1) }) });
/** What the client sends. */
export type LiveClientMessage = z.infer<typeof authMessage> | z.infer<typeof rtcSignalMessage>;

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
  event('match_closed', z.object({ matchId: z.string() })),
  event('notification', notificationView),
  /** The member's other devices learn what was read (`notificationIds` null: all up to `upTo`). */
  event('notifications_read', z.object({ notificationIds: z.array(z.string()).nullable(), upTo: z.string() })),
  /** To both members of a virtual date whenever it changes (proposed, answered, reminded, started, ended). */
  event('virtual_date_changed', z.object({ dateId: z.string(), status: virtualDateView.shape.status })),
  /** A WebRTC signal from the date's other member, relayed as sent. */
  event('rtc_signal', z.object({ dateId: z.string(), fromMemberId: z.string(), signal: rtcSignal })),
]);
export type LiveServerMessage = z.infer<typeof liveServerMessage>;
export type LiveMessageType = LiveServerMessage['type'];
/** The message of one type, e.g. `LiveMessageOf<'new_message'>`. */
export type LiveMessageOf<Type extends LiveMessageType> = Extract<LiveServerMessage, { type: Type }>;
/** A pushed message as a mapper composes it, before the feed stamps its position. */
export type LivePush = LiveServerMessage extends infer Message ? (Message extends { type: 'auth_ok' } ? never : Omit<Message, 'position'>) : never;
