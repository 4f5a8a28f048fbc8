import { v7 as uuidv7 } from 'uuid';
import { pairStream, type EventContext, type EventStore } from '@sankofa/events';
import { handleCommand } from '../handle-command.ts';
import type { StreamStates } from '../stream-states.ts';
import { pairDecider, type SendPreMatchMessage } from './decide.ts';
import { canReach, isPremiumAt, readParticipant, type Participant } from './participant.ts';

export interface PreMatchMessageRequest {
  senderId: string;
  receiverId: string;
  content: string;
}

/** The premium message before matching, on the pair's stream (which knows whether one was sent, and whether they matched). */
export const sendMessageBeforeMatch = async (store: EventStore, participants: StreamStates<Participant>, request: PreMatchMessageRequest, context: EventContext) => {
  const now = context.now ?? new Date();
  const participant = (memberId: string) => readParticipant(store, participants, memberId);
  const [sender, receiver] = await Promise.all([participant(request.senderId), participant(request.receiverId)]);
  const command: SendPreMatchMessage = {
    type: 'SendPreMatchMessage',
    data: { ...request, messageId: uuidv7(), senderIsPremium: isPremiumAt(sender, now), reachable: canReach(sender, receiver) },
  };
  const result = await handleCommand({ store, stream: pairStream(request.senderId, request.receiverId), decider: pairDecider, command, context });
  const [sent] = result.events;
  if (sent?.type !== 'PreMatchMessageSent') throw new Error('A pre-match message was decided without being recorded');
  const { messageId, senderId, receiverId, content } = sent.data;
  return { message: { id: messageId, senderId, receiverId, content, createdAt: sent.metadata.occurredAt }, position: result.position };
};
