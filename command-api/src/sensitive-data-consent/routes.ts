import Router from '@koa/router';
import { saveSensitiveDataConsent } from '@sankofa/contracts';
import { NO_CONSENT, memberStream, type EventStore } from '@sankofa/events';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { eventContextOf } from '../event-context.ts';
import { handleCommand } from '../handle-command.ts';
import { respondWithPosition } from '../respond.ts';
import { sensitiveDataConsentDecider } from './decide.ts';

export interface SensitiveDataConsentRouterDependencies {
  store: EventStore;
  tokens: AccessTokens;
}

/** POST /api/user/sensitive-data-consent: the token's member gives or withdraws her consent from Settings. */
export const sensitiveDataConsentRouter = ({ store, tokens }: SensitiveDataConsentRouterDependencies): Router => {
  const router = new Router();
  mount(router, saveSensitiveDataConsent, requireMember(tokens), async (ctx, { body: consent }) => {
    const { memberId } = principalOf(ctx);
    const command = { type: 'SaveSensitiveDataConsent' as const, memberId, consent };
    const result = await handleCommand({ store, stream: memberStream(memberId), decider: sensitiveDataConsentDecider, command, context: eventContextOf(ctx) });
    respondWithPosition(ctx, 200, { sensitiveDataConsent: result.state.consent ?? NO_CONSENT }, result.position);
  });
  return router;
};
