import type { Readable } from 'node:stream';
import Router from '@koa/router';
import { downloadPersonalData } from '@sankofa/contracts';
import { memberStream, type EventStore } from '@sankofa/events';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { eventContextOf } from '../event-context.ts';
import { handleCommand } from '../handle-command.ts';
import { rateLimit } from '../rate-limits/index.ts';
import { EVENT_POSITION_HEADER } from '../respond.ts';
import { personalDataDecider } from './decide.ts';

export interface PersonalDataRouterDependencies {
  store: EventStore;
  tokens: AccessTokens;
  /** Her archive, built as it is read: the read side's `personalDataArchive`, wired in `bin/features.ts`. */
  archiveOf: (memberId: string) => Readable;
}

/**
 * POST /api/user/personal-data: the token's member takes a copy of her data. A POST, not a GET: each
 * download spends her daily allowance and is recorded on her stream (her security log shows it) before
 * the first byte of the archive is sent.
 */
export const personalDataRouter = ({ store, tokens, archiveOf }: PersonalDataRouterDependencies): Router => {
  const router = new Router();
  mount(router, downloadPersonalData, requireMember(tokens), rateLimit('personalDataDownloads'), async (ctx) => {
    const { memberId } = principalOf(ctx);
    const now = new Date();
    const { position } = await handleCommand({
      store,
      stream: memberStream(memberId),
      decider: personalDataDecider,
      command: { type: 'DownloadPersonalData', memberId, now },
      context: eventContextOf(ctx),
    });
    if (position !== null) ctx.set(EVENT_POSITION_HEADER, position);
    ctx.set('Content-Disposition', `attachment; filename="sankofa-my-data-${now.toISOString().slice(0, 10)}.zip"`);
    ctx.type = 'application/zip';
    ctx.body = archiveOf(memberId);
  });
  return router;
};
