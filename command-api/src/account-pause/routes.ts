import Router from '@koa/router';
import { pauseAccount, resumeAccount } from '@sankofa/contracts';
import { memberStream, type EventStore } from '@sankofa/events';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { eventContextOf } from '../event-context.ts';
import { handleCommand } from '../handle-command.ts';
import { respondWithPosition } from '../respond.ts';
import { accountPauseDecider, type AccountPauseCommand } from './decide.ts';

export interface AccountPauseRouterDependencies {
  store: EventStore;
  tokens: AccessTokens;
}

/** POST /api/user/pause and /api/user/resume: the token's member hides herself from new people, or comes back. */
export const accountPauseRouter = ({ store, tokens }: AccountPauseRouterDependencies): Router => {
  const router = new Router();
  for (const [contract, type] of [[pauseAccount, 'PauseAccount'], [resumeAccount, 'ResumeAccount']] as const) {
    mount(router, contract, requireMember(tokens), async (ctx) => {
      const { memberId } = principalOf(ctx);
      const command: AccountPauseCommand = { type, memberId, now: new Date() };
      const result = await handleCommand({ store, stream: memberStream(memberId), decider: accountPauseDecider, command, context: eventContextOf(ctx) });
      respondWithPosition(ctx, 200, { paused: result.state.paused }, result.position);
    });
  }
  return router;
};
