import { z } from 'zod';
import { defineEvent } from '../catalog.ts';

/**
 * On `match-<matchId>`: the receiver's client got the messages of the conversation up to and
 * including `upToMessageId` (its live channel or its list showed them). Recorded once per step
 * forward, never backwards.
 */
const upTo = z.object({
  matchId: z.string(),
  memberId: z.string(),
  upToMessageId: z.string(),
  /** That message's number in the conversation (1 for the first), so a later receipt can tell whether it moves forward. */
  messageNumber: z.number().int().positive(),
});

export const MessagesDelivered = defineEvent('MessagesDelivered', upTo);

/** On `match-<matchId>`: `memberId` opened the conversation and saw every message up to and including `upToMessageId` (read implies delivered). */
export const MessagesRead = defineEvent('MessagesRead', upTo);

/**
 * On `member-<memberId>`: the chat's privacy switches. With `showActivityStatus` off nobody sees
 * the member's presence and the member sees nobody's; with `sendReadReceipts` off the same holds
 * for read ticks. Members who never saved them have both on.
 */
export const ChatPrivacySaved = defineEvent('ChatPrivacySaved', z.object({ memberId: z.string(), showActivityStatus: z.boolean(), sendReadReceipts: z.boolean() }));

export const conversationEvents = [MessagesDelivered, MessagesRead, ChatPrivacySaved] as const;
