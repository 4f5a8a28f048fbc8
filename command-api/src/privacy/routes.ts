import Router from '@koa/router';
import { savePrivacySettings } from '@sankofa/contracts';
import { memberStream, type EventStore } from '@sankofa/events';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { eventContextOf } from '../event-context.ts';
import { handleCommand } from '../handle-command.ts';
import { respondWithPosition } from '../respond.ts';
import { privacyDecider } from './decide.ts';

export interface PrivacyRouterDependencies {
  store: EventStore;
  tokens: AccessTokens;
}

/** POST /api/user/privacy-settings: who sees the token's member's distance, and whether she is in discovery at all. */
export const privacyRouter = ({ store, tokens }: PrivacyRouterDependencies): Router => {
  const router = new Router();
  mount(router, savePrivacySettings, requireMember(tokens), async (ctx, { body: settings }) => {
    const { memberId } = principalOf(ctx);
    const command = { type: 'SavePrivacySettings' as const, memberId, ...settings };
    const result = await handleCommand({ store, stream: memberStream(memberId), decider: privacyDecider, command, context: eventContextOf(ctx) });
    respondWithPosition(ctx, 200, {}, result.position);
  });
  return router;
};
