import Router from '@koa/router';
import { v7 as uuidv7 } from 'uuid';
import { MESSAGE_NEEDS_CONFIRMATION, sendMessage, translateMessage, unsendMessage, type CommandReply } from '@sankofa/contracts';
import { matchStream, type EventStore } from '@sankofa/events';
import type { MediaStorage } from '@sankofa/adapters/media';
import { requireTranslator, type Translator } from '@sankofa/adapters/translation';
import { AppError, createLogger, ForbiddenError, mount, principalOf, requireMember, type AccessTokens, type Logger } from '@sankofa/server-kit';
import { eventContextOf } from '../../event-context.ts';
import { handleCommand } from '../../handle-command.ts';
import { rateLimit } from '../../rate-limits/index.ts';
import { refuseWhileHeld } from '../../safety/account-hold.ts';
import { respondWithPosition } from '../../respond.ts';
import { autoTranslate } from '../auto-translate.ts';
import { readChatMember } from '../chat-member.ts';
import { otherMemberOf } from '../conversation.ts';
import { conversationDecider, translatableMessage } from '../decide.ts';
import { detectLanguage } from '../detect-language.ts';
import { pathId } from '../input.ts';
import { messageView } from '../message-view.ts';
import { readConversation } from '../read-conversation.ts';
import { resolveMatchId } from '../resolve-match.ts';
import { assessMessage } from '../message-safety/detect.ts';
import { messageContentOf } from '../voice-message.ts';

export interface ChatDependencies {
  store: EventStore;
  tokens: AccessTokens;
  /** Null when no provider is configured: translation routes answer 503. */
  translator: Translator | null;
  /** Where a failed auto-translation is noted. */
  logger?: Logger;
  /** Where voice messages' recordings are (issue 12); without it voice messages answer 503. */
  storage?: MediaStorage;
}

export const SET_YOUR_LANGUAGE = 'Please set your preferred language in settings first.';
export const ARE_YOU_SURE = 'This message may come across as hurtful. Are you sure you want to send it?';

/**
 * Issue 23's 'Are you sure?': a text that looks insulting, sexual or threatening goes only with
 * the sender's confirmation. Refused before anything is read or appended, and the refusal names
 * no word of it, so an unconfirmed text leaves no trace in the log or the logs.
 */
const flaggedOrRefused = (body: { messageType: 'text' | 'voice'; content?: string; confirmedDespiteWarning?: boolean }): boolean => {
  if (body.messageType !== 'text' || !body.content || !assessMessage(body.content).flagged) return false;
  if (!body.confirmedDespiteWarning) throw new AppError(409, MESSAGE_NEEDS_CONFIRMATION, ARE_YOU_SURE);
  return true;
};

/** POST /api/matches/:id/messages and POST /api/matches/:id/messages/:messageId/translate, for the two members of the match only. */
export const messageRoutes = (deps: ChatDependencies): Router => {
  const { store, tokens, logger = createLogger('chat') } = deps;
  const router = new Router();

  mount(router, sendMessage, requireMember(tokens), rateLimit('messages'), async (ctx, { params, body }) => {
    const { memberId } = principalOf(ctx);
    const { senderId } = body;
    if (senderId !== undefined && String(senderId) !== memberId) throw new ForbiddenError('You can only send messages as yourself');
    const flagged = flaggedOrRefused(body);
    const context = eventContextOf(ctx);
    await refuseWhileHeld(store, memberId);
    const matchId = await resolveMatchId(deps, memberId, pathId(params.id), context);
    const { content, voice } = await messageContentOf(deps.storage, memberId, body);
    const data = { matchId, messageId: uuidv7(), senderId: memberId, content, originalLanguage: voice.messageType ? null : detectLanguage(content), ...voice, ...(flagged ? { flagged } : {}) };
    const result = await handleCommand({ store, stream: matchStream(matchId), decider: conversationDecider(), command: { type: 'SendMessage', data }, context });
    const [sent] = result.events;
    if (!sent || result.state.status === 'none') throw new Error('A sent message must record MessageSent');
    const message = { ...data, sentAt: sent.metadata.occurredAt };
    respondWithPosition(ctx, 201, { message: { ...messageView(matchId, message, await readChatMember(store, memberId)), status: 'sent' } } satisfies CommandReply<typeof sendMessage>, result.position);

    if (voice.messageType) return;
    const receiverId = otherMemberOf(result.state, memberId);
    const caused = { actorId: 'system', correlationId: context.correlationId, causationId: sent.metadata.eventId };
    autoTranslate(deps, { ...data, receiverId }, caused).catch((error: unknown) => {
      logger.warn('auto-translation failed; the receiver can still translate the message', { matchId, messageId: data.messageId, error });
    });
  });

  mount(router, translateMessage, requireMember(tokens), rateLimit('translations'), async (ctx, { params, body: input }) => {
    const { memberId } = principalOf(ctx);
    const messageId = pathId(params.messageId, 'Message not found', 'message_not_found');
    const context = eventContextOf(ctx);
    const matchId = await resolveMatchId(deps, memberId, pathId(params.id), context);
    const message = translatableMessage(await readConversation(store, matchId, messageId), memberId, messageId);
    const targetLanguage = input.targetLanguage ?? (await readChatMember(store, memberId))?.preferredLanguage;
    if (!targetLanguage || targetLanguage === 'auto') throw new AppError(400, 'preferred_language_required', SET_YOUR_LANGUAGE);
    const sender = await readChatMember(store, message.senderId);

    const known = message.translations[memberId];
    if (known?.targetLanguage === targetLanguage) {
      respondWithPosition(ctx, 200, { message: messageView(matchId, message, sender, known) } satisfies CommandReply<typeof translateMessage>, null);
      return;
    }
    const { translatedText, detectedLanguage } = await requireTranslator(deps.translator).translate(message.content, targetLanguage);
    const translation = { targetLanguage, translatedContent: translatedText, sourceLanguage: detectedLanguage };
    const result = await handleCommand({
      store,
      stream: matchStream(matchId),
      decider: conversationDecider(messageId),
      command: { type: 'RecordTranslation', data: { matchId, messageId, forMemberId: memberId, ...translation } },
      context,
    });
    respondWithPosition(ctx, 200, { message: messageView(matchId, message, sender, translation) } satisfies CommandReply<typeof translateMessage>, result.position);
  });

  mount(router, unsendMessage, requireMember(tokens), async (ctx, { params }) => {
    const { memberId } = principalOf(ctx);
    const messageId = pathId(params.messageId, 'Message not found', 'message_not_found');
    const context = eventContextOf(ctx);
    const matchId = await resolveMatchId(deps, memberId, pathId(params.id), context);
    const command = { type: 'UnsendMessage' as const, data: { matchId, messageId, memberId, now: context.now ?? new Date() } };
    const result = await handleCommand({ store, stream: matchStream(matchId), decider: conversationDecider(messageId), command, context });
    respondWithPosition(ctx, 200, {} satisfies CommandReply<typeof unsendMessage>, result.position);
  });
  return router;
};
