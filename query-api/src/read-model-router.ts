import Router from '@koa/router';
import type { Context } from 'koa';

/**
 * A query router that says which projectors write the read models its routes read (their
 * `…_PROJECTOR` names, from `@sankofa/projections/<name>`): a read carrying `X-Min-Position`
 * waits for those, not for every projector. The API takes no other kind of router, so a route
 * cannot skip saying it; one that reads no read model says `[]`.
 */
export type ReadModelRouter = Router & { readonly readsFrom: readonly string[] };

export const readModelRouter = (readsFrom: readonly string[]): ReadModelRouter => Object.assign(new Router(), { readsFrom });

/** What the request's route reads: the first router that has a route for it serves it, as they are mounted. */
export const readModelsOf = (routers: readonly ReadModelRouter[], ctx: Context): readonly string[] =>
  routers.find((router) => router.match(ctx.path, ctx.method).route)?.readsFrom ?? [];
