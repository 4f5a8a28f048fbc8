import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { downloadEventExport } from '@sankofa/contracts';
import { EventExportRequested, eventExportsStream, newEvent, type EventStore } from '@sankofa/events';
import { boundText, exportEvents, parseBound } from '@sankofa/events/export';
import { mount, principalOf, requireAdmin, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';

const CONTENT_TYPES = { ndjson: 'application/x-ndjson; charset=utf-8', csv: 'text/csv; charset=utf-8' } as const;

/**
 * Admins only: the log as a streamed download, paged from the store as the client reads (constant memory).
 * The one place the read side appends: the audit record of who took a copy, written before the first byte
 * because the download is a single GET.
 */
export const eventExportRouter = (deps: { store: EventStore; tokens: AccessTokens }): ReadModelRouter => {
  const router = readModelRouter([]);
  mount(router, downloadEventExport, requireMember(deps.tokens), requireAdmin(), async (ctx, { query }) => {
    const { memberId } = principalOf(ctx);
    const from = query.from === undefined ? undefined : parseBound(query.from, 'from');
    const to = query.to === undefined ? undefined : parseBound(query.to, 'to');
    const types = query.types?.split(',').map((type) => type.trim()).filter((type) => type !== '') ?? [];
    const includeContact = query.includeContact === 'true';
    const request = { requestedBy: memberId, via: 'http' as const, includeContact, format: query.format, from: boundText(from), to: boundText(to), types };
    const correlationId = ctx.get('x-request-id') || randomUUID();
    await deps.store.append(eventExportsStream, [newEvent(EventExportRequested, request, { actorId: memberId, correlationId })]);
    const stamp = new Date().toISOString().replaceAll(':', '-').slice(0, 19);
    ctx.set('Content-Disposition', `attachment; filename="sankofa-events-${stamp}.${query.format}"`);
    ctx.type = CONTENT_TYPES[query.format];
    ctx.body = Readable.from(exportEvents(deps.store, { from, to, types, format: query.format, includeContact }));
  });
  return router;
};
