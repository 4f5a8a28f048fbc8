import { Readable } from 'node:stream';
import type pg from 'pg';
import { browseTimeTravelTable, downloadTimeTravelTable, getTimeTravelBuild, listTimeTravelProjectors, TIME_TRAVEL_PAGE_SIZE, type ResponseOf } from '@sankofa/contracts';
import { csvRow } from '@sankofa/events/export';
import { allRows, builtTable, buildView, countRows, loadBuild, tablePage, timeTravelProjectors } from '@sankofa/projections/time-travel';
import { ConflictError, mount, NotFoundError, requireAdmin, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';

interface TimeTravelQueryDependencies {
  pool: pg.Pool;
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
 * Admin time travel's reads: the projectors, a build's progress (polled while it runs, from the
 * builds table, whichever process builds), its tables page by page and each as a CSV download.
 */
export const timeTravelQueryRouter = (deps: TimeTravelQueryDependencies): ReadModelRouter => {
  const router = readModelRouter([]);
  const admins = [requireMember(deps.tokens), requireAdmin()] as const;
  mount(router, listTimeTravelProjectors, ...admins, (ctx) => {
    ctx.body = { projectors: timeTravelProjectors() } satisfies ResponseOf<typeof listTimeTravelProjectors>;
  });
  mount(router, getTimeTravelBuild, ...admins, async (ctx, { params }) => {
    ctx.body = (await buildView(deps.pool, await foundBuild(deps.pool, params.id))) satisfies ResponseOf<typeof getTimeTravelBuild>;
  });
  mount(router, browseTimeTravelTable, ...admins, async (ctx, { params, query: { page } }) => {
    const { qualified } = await readableTable(deps.pool, params.id, params.table);
    const { columns, rows } = await tablePage(deps.pool, qualified, (page - 1) * TIME_TRAVEL_PAGE_SIZE, TIME_TRAVEL_PAGE_SIZE);
    const total = await countRows(deps.pool, qualified);
    ctx.body = { columns, rows, page, pageSize: TIME_TRAVEL_PAGE_SIZE, total } satisfies ResponseOf<typeof browseTimeTravelTable>;
  });
  mount(router, downloadTimeTravelTable, ...admins, async (ctx, { params: { id, table } }) => {
    const { build, qualified } = await readableTable(deps.pool, id, table);
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
