import Router from '@koa/router';
import { startTimeTravelBuild, type ResponseOf, type TimeTravelBuild } from '@sankofa/contracts';
import { mount, principalOf, requireAdmin, requireMember, type AccessTokens } from '@sankofa/server-kit';

/** What an admin asks to be built: a projector as of a position (`to`) or a time (`at`), or now. */
interface TimeTravelBuildRequest {
  projector: string;
  to?: string;
  at?: string;
  requestedBy: string;
}

interface TimeTravelCommandDependencies {
  tokens: AccessTokens;
  /**
   * Starts the build in this process and answers it as it starts (404 for an unknown projector, 409 while
   * one builds). The projection runtime's replay, which the app hands in: the write side never runs projectors.
   */
  startBuild: (request: TimeTravelBuildRequest) => Promise<TimeTravelBuild>;
}

/**
 * Admin time travel's one write (the CLI's `replay`, from the browser): 202 with the build as it
 * starts; the query side answers its progress from the builds table.
 */
export const timeTravelCommandRouter = ({ tokens, startBuild }: TimeTravelCommandDependencies): Router => {
  const router = new Router();
  mount(router, startTimeTravelBuild, requireMember(tokens), requireAdmin(), async (ctx, { body }) => {
    const build = await startBuild({ projector: body.projector, to: body.to, at: body.at, requestedBy: principalOf(ctx).memberId });
    ctx.status = 202;
    ctx.body = build satisfies ResponseOf<typeof startTimeTravelBuild>;
  });
  return router;
};
