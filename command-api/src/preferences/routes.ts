import Router from '@koa/router';
import type { Context } from 'koa';
import { saveInterfaceLanguage, saveLanguagePreferences, savePreferences } from '@sankofa/contracts';
import { memberStream, type EventStore } from '@sankofa/events';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { eventContextOf } from '../event-context.ts';
import { handleCommand } from '../handle-command.ts';
import { respondWithPosition } from '../respond.ts';
import { memberPreferences, type PreferencesCommand } from './decide.ts';

export interface PreferencesRouterDependencies {
  store: EventStore;
  tokens: AccessTokens;
}

/** POST /api/preferences (the filters), /api/user/language-preferences and /api/user/interface-language, for the token's member. */
export const preferencesRouter = ({ store, tokens }: PreferencesRouterDependencies): Router => {
  const router = new Router();

  const save = async (ctx: Context, command: PreferencesCommand) => {
    const result = await handleCommand({ store, stream: memberStream(command.memberId), decider: memberPreferences, command, context: eventContextOf(ctx) });
    respondWithPosition(ctx, 200, {}, result.position);
  };

  mount(router, savePreferences, requireMember(tokens), (ctx, { body: preferences }) =>
    save(ctx, { type: 'SavePreferences', memberId: principalOf(ctx).memberId, preferences, now: new Date() }),
  );
  mount(router, saveLanguagePreferences, requireMember(tokens), (ctx, { body: language }) =>
    save(ctx, { type: 'SaveLanguagePreferences', memberId: principalOf(ctx).memberId, ...language }),
  );
  mount(router, saveInterfaceLanguage, requireMember(tokens), (ctx, { body: { language } }) =>
    save(ctx, { type: 'SaveInterfaceLanguage', memberId: principalOf(ctx).memberId, language }),
  );
  return router;
};
