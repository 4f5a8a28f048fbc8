import { v7 as uuidv7 } from 'uuid';
import { catalog, pairStream, type EventContext, type EventStore } from '@sankofa/events';
import { handleCommand } from '../handle-command.ts';
import { pairDecider, type SendPreMatchMessage } from './decide.ts';
import { canReach, isPremiumAt, readParticipant } from './participant.ts';

export interface PreMatchMessageRequest {
  senderId: string;
  receiverId: string;
  content: string;
}

/** The premium message before matching, on the pair's stream (which knows whether one was sent, and whether they matched). */
export const sendMessageBeforeMatch = async (store: EventStore, request: PreMatchMessageRequest, context: EventContext) => {
  const now = context.now ?? new Date();
  const [sender, receiver] = await Promise.all([readParticipant(store, request.senderId), readParticipant(store, request.receiverId)]);
  const command: SendPreMatchMessage = {
    type: 'SendPreMatchMessage',
    data: { ...request, messageId: uuidv7(), senderIsPremium: isPremiumAt(sender, now), reachable: canReach(sender, receiver) },
  };
  const result = await handleCommand({ store, stream: pairStream(request.senderId, request.receiverId), decider: pairDecider, command, context, catalog });
  const [sent] = result.events;
  if (sent?.type !== 'PreMatchMessageSent') throw new Error('A pre-match message was decided without being recorded');
  const { messageId, senderId, receiverId, content } = sent.data;
  return { message: { id: messageId, senderId, receiverId, content, createdAt: sent.metadata.occurredAt }, position: result.position };
};
