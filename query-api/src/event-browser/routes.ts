import Router from '@koa/router';
import type pg from 'pg';
import { listStreamEvents, searchEventsQuery, type getLogEvent, type listEventCategories, type ResponseOf } from '@sankofa/contracts';
import { NotFoundError, parseInput, requireAdmin, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { categories, causedBy, eventById, searchEvents, streamEvents, summaryById } from './queries.ts';
import { pageOf, toEventSummary } from './views.ts';

const STREAM_NAME = /^[^\s]{1,300}$/;

/**
 * The admin event browser over the `event_index` read model: categories with counts, search,
 * a stream page by page, one event with what caused it and what it caused. Admins only.
 */
export const eventBrowserQueryRouter = ({ pool, tokens }: { pool: pg.Pool; tokens: AccessTokens }): Router => {
  const router = new Router();
  const admin = [requireMember(tokens), requireAdmin()] as const;

  router.get('/api/admin/events/categories', ...admin, async (ctx) => {
    ctx.body = (await categories(pool)).map((row) => ({
      category: row.category,
      count: Number(row.event_count),
      lastEventAt: row.last_event_at.toISOString(),
    })) satisfies ResponseOf<typeof listEventCategories>;
  });

  router.get('/api/admin/events', ...admin, async (ctx) => {
    const { type, stream, from, to, cursor, limit } = parseInput(searchEventsQuery, ctx.query, 'query');
    ctx.body = pageOf(await searchEvents(pool, { type, streamPrefix: stream, from, to, before: cursor, limit }), limit);
  });

  router.get('/api/admin/events/streams/:stream', ...admin, async (ctx) => {
    const { stream } = parseInput(listStreamEvents.params, ctx.params, 'params');
    if (!STREAM_NAME.test(stream)) throw new NotFoundError('Stream not found');
    const { cursor, limit } = parseInput(listStreamEvents.query, ctx.query, 'query');
    ctx.body = pageOf(await streamEvents(pool, stream, cursor, limit), limit);
  });

  router.get('/api/admin/events/:eventId', ...admin, async (ctx) => {
    const eventId = String(ctx.params.eventId);
    const row = eventId.length <= 200 ? await eventById(pool, eventId) : null;
    if (!row) throw new NotFoundError('Event not found');
    const [cause, caused] = await Promise.all([row.causation_id ? summaryById(pool, row.causation_id) : null, causedBy(pool, row.event_id)]);
    ctx.body = {
      event: { ...toEventSummary(row), data: row.data, metadata: row.metadata },
      causedBy: cause ? toEventSummary(cause) : null,
      caused: caused.map(toEventSummary),
    } satisfies ResponseOf<typeof getLogEvent>;
  });
  return router;
};
