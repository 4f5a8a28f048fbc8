import type pg from 'pg';
import { getLogEvent, listEventCategories, listStreamEvents, searchEvents as searchEventsContract, type ResponseOf } from '@sankofa/contracts';
import { mount, NotFoundError, requireAdmin, requireMember, type AccessTokens } from '@sankofa/server-kit';
import type { EventStore } from '@sankofa/events';
import { EVENT_INDEX_PROJECTOR } from '@sankofa/projections/event-index';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';
import { categories, causedBy, eventById, searchEvents, streamEvents, summaryById } from './queries.ts';
import { redactSecrets } from './redact.ts';
import { pageOf, toEventSummary } from './views.ts';

const STREAM_NAME = /^[^\s]{1,300}$/;

/** The event at `revision` of `stream`, read from the log: its data as recorded, a deleted member's fields erased. */
const recordedAt = async (store: EventStore, stream: string, revision: number) => {
  for await (const event of store.readStream(stream, { from: revision, maxCount: 1 })) return event;
  return null;
};

/**
 * The admin event browser over the `event_index` read model: categories with counts, search,
 * a stream page by page, one event with what caused it and what it caused. Admins only.
 */
export const eventBrowserQueryRouter = ({ pool, tokens, store }: { pool: pg.Pool; tokens: AccessTokens; store: EventStore }): ReadModelRouter => {
  const router = readModelRouter([EVENT_INDEX_PROJECTOR]);
  const admin = [requireMember(tokens), requireAdmin()] as const;

  mount(router, listEventCategories, ...admin, async (ctx) => {
    ctx.body = (await categories(pool)).map((row) => ({
      category: row.category,
      count: Number(row.event_count),
      lastEventAt: row.last_event_at.toISOString(),
    })) satisfies ResponseOf<typeof listEventCategories>;
  });

  mount(router, searchEventsContract, ...admin, async (ctx, { query: { type, stream, from, to, cursor, limit } }) => {
    ctx.body = pageOf(await searchEvents(pool, { type, streamPrefix: stream, from, to, before: cursor, limit }), limit);
  });

  mount(router, listStreamEvents, ...admin, async (ctx, { params: { stream }, query: { cursor, limit } }) => {
    if (!STREAM_NAME.test(stream)) throw new NotFoundError('Stream not found');
    ctx.body = pageOf(await streamEvents(pool, stream, cursor, limit), limit);
  });

  mount(router, getLogEvent, ...admin, async (ctx, { params: { eventId } }) => {
    const row = eventId.length <= 200 ? await eventById(pool, eventId) : null;
    const recorded = row ? await recordedAt(store, row.stream, row.revision) : null;
    if (!row || recorded?.metadata.eventId !== row.event_id) throw new NotFoundError('Event not found');
    const [cause, caused] = await Promise.all([row.causation_id ? summaryById(pool, row.causation_id) : null, causedBy(pool, row.event_id)]);
    ctx.body = {
      event: { ...toEventSummary(row), data: redactSecrets(recorded.data ?? null), metadata: { ...recorded.metadata } },
      causedBy: cause ? toEventSummary(cause) : null,
      caused: caused.map(toEventSummary),
    } satisfies ResponseOf<typeof getLogEvent>;
  });
  return router;
};
