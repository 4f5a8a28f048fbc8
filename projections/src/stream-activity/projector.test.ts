import type { RecordedEvent } from '@sankofa/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuildSchema, useSchema } from '../runtime/schemas.ts';
import { inTransaction } from '../runtime/transactions.ts';
import { openTestLog, testEvent, type TestLog } from '../runtime/testing/test-log.ts';
import { streamActivityProjector } from './projector.ts';

describe('stream_activity projector', () => {
  let log: TestLog;
  let events: RecordedEvent[];
  beforeAll(async () => {
    log = await openTestLog();
    await log.store.append('member-1', [testEvent('MemberRegistered'), testEvent('ProfileUpdated'), testEvent('ProfileUpdated')]);
    await log.store.append('match-7', [testEvent('MatchMade')]);
    await log.store.append('member-2', [testEvent('MemberRegistered')]);
    await log.store.append('member-1', [testEvent('PhotoAdded')]);
    events = [];
    for await (const event of log.store.readAll()) events.push(event);
  });
  afterAll(() => log.close());

  const applyAll = async (schema: string, batches: RecordedEvent[][]) => {
    await inTransaction(log.pool, (tx) => createBuildSchema(tx, streamActivityProjector, schema));
    for (const batch of batches) {
      await inTransaction(log.pool, async (tx) => {
        await useSchema(tx, schema);
        await streamActivityProjector.apply(batch, tx);
      });
    }
    return {
      streams: (await log.pool.query(`SELECT stream, category, event_count::int, last_revision::int, last_event_type FROM ${schema}.stream_activity ORDER BY stream`)).rows,
      types: (await log.pool.query(`SELECT category, event_type, event_count::int FROM ${schema}.event_type_activity ORDER BY category, event_type`)).rows,
    };
  };

  it('counts events per stream and per category and type', async () => {
    const rows = await applyAll('sa_once', [events]);
    expect(rows.streams).toEqual([
      { stream: 'match-7', category: 'match', event_count: 1, last_revision: 0, last_event_type: 'MatchMade' },
      { stream: 'member-1', category: 'member', event_count: 4, last_revision: 3, last_event_type: 'PhotoAdded' },
      { stream: 'member-2', category: 'member', event_count: 1, last_revision: 0, last_event_type: 'MemberRegistered' },
    ]);
    expect(rows.types).toEqual([
      { category: 'match', event_type: 'MatchMade', event_count: 1 },
      { category: 'member', event_type: 'MemberRegistered', event_count: 2 },
      { category: 'member', event_type: 'PhotoAdded', event_count: 1 },
      { category: 'member', event_type: 'ProfileUpdated', event_count: 2 },
    ]);
  });

  it('is idempotent: the same events applied twice, or in overlapping batches, give the same rows', async () => {
    const once = await applyAll('sa_reference', [events]);
    expect(await applyAll('sa_twice', [events, events])).toEqual(once);
    expect(await applyAll('sa_overlapping', [events.slice(0, 3), events.slice(0, 5), events.slice(2)])).toEqual(once);
  });
});
