import Router from '@koa/router';
import { saveHiddenWords, type CommandReply } from '@sankofa/contracts';
import { memberStream } from '@sankofa/events';
import { mount, principalOf, requireMember } from '@sankofa/server-kit';
import { eventContextOf } from '../../event-context.ts';
import { handleCommand } from '../../handle-command.ts';
import { respondWithPosition } from '../../respond.ts';
import { hiddenWordsDecider } from '../hidden-words.ts';
import type { ChatDependencies } from './messages.ts';

/** POST /api/user/hidden-words: the token's member replaces her own list; nobody else's can be named. */
export const hiddenWordsRoute = ({ store, tokens }: ChatDependencies): Router => {
  const router = new Router();
  mount(router, saveHiddenWords, requireMember(tokens), async (ctx, { body: { words } }) => {
    const memberId = principalOf(ctx).memberId;
    const command = { type: 'SaveHiddenWords' as const, memberId, words };
    const result = await handleCommand({ store, stream: memberStream(memberId), decider: hiddenWordsDecider, command, context: eventContextOf(ctx) });
    respondWithPosition(ctx, 200, {} satisfies CommandReply<typeof saveHiddenWords>, result.position);
  });
  return router;
};
