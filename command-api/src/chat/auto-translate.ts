import { matchStream, type EventContext, type EventStore } from '@sankofa/events';
import type { Translator } from '@sankofa/adapters/translation';
import { handleCommand } from '../handle-command.ts';
import { readChatMember } from './chat-member.ts';
import { conversationDecider } from './decide.ts';

export interface AutoTranslation {
  matchId: string;
  messageId: string;
  content: string;
  originalLanguage: string | null;
  receiverId: string;
}

/**
 * Translates a message for its receiver when they asked for incoming messages in their language.
 * Runs after the send has answered: a provider that is slow or down costs the receiver this
 * translation (they can still ask for it), never the sender their message.
 */
export const autoTranslate = async (deps: { store: EventStore; translator: Translator | null }, message: AutoTranslation, context: EventContext): Promise<void> => {
  const { store, translator } = deps;
  if (!translator) return;
  const receiver = await readChatMember(store, message.receiverId);
  const target = receiver?.autoTranslate ? receiver.preferredLanguage : null;
  if (!target || target === 'auto' || target === message.originalLanguage) return;
  const { translatedText, detectedLanguage } = await translator.translate(message.content, target);
  if (detectedLanguage === target) return;
  const { matchId, messageId, receiverId } = message;
  await handleCommand({
    store,
    stream: matchStream(matchId),
    decider: conversationDecider(messageId),
    command: {
      type: 'RecordTranslation',
      data: { matchId, messageId, forMemberId: receiverId, targetLanguage: target, translatedContent: translatedText, sourceLanguage: detectedLanguage },
    },
    context,
  });
};
