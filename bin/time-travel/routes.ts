import { Readable } from 'node:stream';
import Router from '@koa/router';
import type pg from 'pg';
import {
  browseTimeTravelTable,
  downloadTimeTravelTable,
  getTimeTravelBuild,
  listTimeTravelProjectors,
  startTimeTravelBuild,
  TIME_TRAVEL_PAGE_SIZE,
  type ResponseOf,
} from '@sankofa/contracts';
import type { EventStore } from '@sankofa/events';
import { csvRow } from '@sankofa/events/export';
import { projectors } from '@sankofa/projections';
import { ConflictError, NotFoundError, parseInput, principalOf, requireAdmin, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { startBuild } from './build-job.ts';
import { buildView, loadBuild } from './builds-table.ts';
import { allRows, builtTable, countRows, tablePage } from './table-rows.ts';

interface TimeTravelDependencies {
  pool: pg.Pool;
  store: EventStore;
  tokens: AccessTokens;
}

const foundBuild = async (pool: pg.Pool, id: string) => {
  const build = await loadBuild(pool, id);
  if (!build) throw new NotFoundError('No such time-travel build', 'time_travel_build_not_found');
  return build;
};

/** The tables of a finished build that its projector's scratch schema still holds. */
const readableTable = async (pool: pg.Pool, id: string, table: string) => {
  const build = await foundBuild(pool, id);
  if (build.status !== 'done') throw new ConflictError(`The build is ${build.status}, not done`, 'time_travel_build_not_done');
  if (!build.latest) throw new ConflictError(`A newer build of ${build.projector} has replaced this one`, 'time_travel_build_replaced');
  return { build, qualified: await builtTable(pool, build.projector, table) };
};

/**
 * Admin time travel (the CLI's `replay`, from the browser). Lives beside the app's composition, not in command-api
 * or query-api: it runs projectors (the projection runtime's replay) and reads their scratch schemas, which neither
 * side may. The POST goes to the command side's process, the GETs to the query side's; the builds table joins them.
 */
export const timeTravelCommandRouter = (deps: TimeTravelDependencies): Router => {
  const router = new Router();
  router.post(startTimeTravelBuild.path, requireMember(deps.tokens), requireAdmin(), async (ctx) => {
    const body = parseInput(startTimeTravelBuild.body, ctx.request.body, 'body');
    const projector = projectors.find((candidate) => candidate.name === body.projector);
    if (!projector) throw new NotFoundError(`No projector named ${body.projector}`, 'projector_not_found');
    const id = await startBuild(deps, projector, { to: body.to, at: body.at }, principalOf(ctx).memberId);
    ctx.status = 202;
    ctx.body = (await buildView(deps.pool, (await loadBuild(deps.pool, id))!)) satisfies ResponseOf<typeof startTimeTravelBuild>;
  });
  return router;
};

export const timeTravelQueryRouter = (deps: TimeTravelDependencies): Router => {
  const router = new Router();
  const admins = [requireMember(deps.tokens), requireAdmin()] as const;
  router.get(listTimeTravelProjectors.path, ...admins, (ctx) => {
    ctx.body = { projectors: projectors.map((projector) => projector.name) } satisfies ResponseOf<typeof listTimeTravelProjectors>;
  });
  router.get(getTimeTravelBuild.path, ...admins, async (ctx) => {
    ctx.body = (await buildView(deps.pool, await foundBuild(deps.pool, ctx.params.id!))) satisfies ResponseOf<typeof getTimeTravelBuild>;
  });
  router.get(browseTimeTravelTable.path, ...admins, async (ctx) => {
    const { page } = parseInput(browseTimeTravelTable.query, ctx.query, 'query');
    const { qualified } = await readableTable(deps.pool, ctx.params.id!, ctx.params.table!);
    const { columns, rows } = await tablePage(deps.pool, qualified, (page - 1) * TIME_TRAVEL_PAGE_SIZE, TIME_TRAVEL_PAGE_SIZE);
    const total = await countRows(deps.pool, qualified);
    ctx.body = { columns, rows, page, pageSize: TIME_TRAVEL_PAGE_SIZE, total } satisfies ResponseOf<typeof browseTimeTravelTable>;
  });
  router.get(downloadTimeTravelTable.path, ...admins, async (ctx) => {
    const table = ctx.params.table!;
    const { build, qualified } = await readableTable(deps.pool, ctx.params.id!, table);
    ctx.set('Content-Disposition', `attachment; filename="${build.projector}-${table}.csv"`);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = Readable.from(
      (async function* () {
        let header = true;
        for await (const { columns, rows } of allRows(deps.pool, qualified)) {
          if (header) yield csvRow(columns);
          header = false;
          yield rows.map((row) => csvRow(row)).join('');
        }
      })(),
    );
  });
  return router;
};
