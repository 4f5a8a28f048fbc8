import Router from '@koa/router';
import type { Context } from 'koa';
import { optimizeMatches, saveMatchPreferences } from '@sankofa/contracts';
import { memberStream, type EventStore } from '@sankofa/events';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { eventContextOf } from '../event-context.ts';
import { handleCommand } from '../handle-command.ts';
import { respondWithPosition } from '../respond.ts';
import { aiMatching, type AiMatchingCommand } from './decide.ts';

export interface AiMatchingRouterDependencies {
  store: EventStore;
  tokens: AccessTokens;
}

/** POST /api/user/match-preferences and POST /api/ai/optimize-matches, for the token's member. */
export const aiMatchingRouter = ({ store, tokens }: AiMatchingRouterDependencies): Router => {
  const router = new Router();

  const run = async (ctx: Context, command: AiMatchingCommand) => {
    const result = await handleCommand({ store, stream: memberStream(command.memberId), decider: aiMatching, command, context: eventContextOf(ctx) });
    respondWithPosition(ctx, 200, {}, result.position);
  };

  mount(router, saveMatchPreferences, requireMember(tokens), (ctx, { body: preferences }) =>
    run(ctx, { type: 'SaveMatchPreferences', memberId: principalOf(ctx).memberId, preferences }),
  );
  mount(router, optimizeMatches, requireMember(tokens), (ctx) => run(ctx, { type: 'OptimizeMatches', memberId: principalOf(ctx).memberId }));
  return router;
};
