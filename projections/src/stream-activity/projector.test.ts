import type { RecordedEvent } from '@sankofa/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuildSchema, useSchema } from '../runtime/schemas.ts';
import { inTransaction } from '../runtime/transactions.ts';
import { handledIn } from '../runtime/testing/projector-rows.ts';
import { openTestLog, readWholeLog, testEvent, type TestLog } from '../runtime/testing/test-log.ts';
import { streamActivityProjector } from './projector.ts';

describe('stream_activity projector', () => {
  let log: TestLog;
  let events: RecordedEvent[];
  beforeAll(async () => {
    log = await openTestLog();
    // Types the catalog does not know, so their empty data reaches the projector as recorded: it reads only the envelope.
    await log.store.append('member-1', [testEvent('MemberSignedUp'), testEvent('ProfileEdited'), testEvent('ProfileEdited')]);
    await log.store.append('match-7', [testEvent('MatchFound')]);
    await log.store.append('member-2', [testEvent('MemberSignedUp')]);
    await log.store.append('member-1', [testEvent('PhotoAdded')]);
    events = await readWholeLog(log);
  });
  afterAll(() => log.close());

  const applyAll = async (schema: string, batches: RecordedEvent[][]) => {
    await inTransaction(log.pool, (tx) => createBuildSchema(tx, streamActivityProjector, schema));
    for (const batch of batches) {
      await inTransaction(log.pool, async (tx) => {
        await useSchema(tx, schema);
        await streamActivityProjector.apply(handledIn(streamActivityProjector, batch), tx);
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
      { stream: 'match-7', category: 'match', event_count: 1, last_revision: 0, last_event_type: 'MatchFound' },
      { stream: 'member-1', category: 'member', event_count: 4, last_revision: 3, last_event_type: 'PhotoAdded' },
      { stream: 'member-2', category: 'member', event_count: 1, last_revision: 0, last_event_type: 'MemberSignedUp' },
    ]);
    expect(rows.types).toEqual([
      { category: 'match', event_type: 'MatchFound', event_count: 1 },
      { category: 'member', event_type: 'MemberSignedUp', event_count: 2 },
      { category: 'member', event_type: 'PhotoAdded', event_count: 1 },
      { category: 'member', event_type: 'ProfileEdited', event_count: 2 },
    ]);
  });

  it('is idempotent: the same events applied twice, or in overlapping batches, give the same rows', async () => {
    const once = await applyAll('sa_reference', [events]);
    expect(await applyAll('sa_twice', [events, events])).toEqual(once);
    expect(await applyAll('sa_overlapping', [events.slice(0, 3), events.slice(0, 5), events.slice(2)])).toEqual(once);
  });
});
