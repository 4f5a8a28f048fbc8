import type { RecordedEvent } from '@sankofa/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuildSchema, useSchema } from '../runtime/schemas.ts';
import { inTransaction } from '../runtime/transactions.ts';
import { openTestLog, readWholeLog, testEvent, type TestLog } from '../runtime/testing/test-log.ts';
import { eventIndexProjector } from './projector.ts';

describe('event_index projector', () => {
  let log: TestLog;
  let events: RecordedEvent[];
  beforeAll(async () => {
    log = await openTestLog();
    const swipe = testEvent('SwipeRecorded', { swiperId: 'ama', swipedId: 'kofi' });
    const match = testEvent('MatchMade', { matchId: 'm1' });
    match.metadata = { ...match.metadata, actorId: 'ama', actorKind: 'member', causationId: swipe.metadata.eventId };
    await log.store.append('swipes-ama-kofi', [swipe, match]);
    await log.store.append('member-ama', [testEvent('MemberRegistered', { memberId: 'ama' }), testEvent('ProfileUpdated')]);
    await log.store.append('member-kofi', [testEvent('MemberRegistered')]);
    events = await readWholeLog(log);
  });
  afterAll(() => log.close());

  const applyAll = async (schema: string, batches: RecordedEvent[][]) => {
    await inTransaction(log.pool, (tx) => createBuildSchema(tx, eventIndexProjector, schema));
    for (const batch of batches) {
      await inTransaction(log.pool, async (tx) => {
        await useSchema(tx, schema);
        await eventIndexProjector.apply(batch, tx);
      });
    }
    return {
      events: (await log.pool.query(`SELECT stream, category, revision::int, type, event_id, causation_id, actor_id, actor_kind FROM ${schema}.event_index ORDER BY position`)).rows,
      categories: (await log.pool.query(`SELECT category, event_count::int FROM ${schema}.event_index_categories ORDER BY category`)).rows,
    };
  };

  it('records every event with its category, who and why, and counts each category', async () => {
    const rows = await applyAll('ei_once', [events]);
    expect(rows.events).toHaveLength(5);
    expect(rows.events[0]).toMatchObject({ stream: 'swipes-ama-kofi', category: 'swipes', revision: 0, type: 'SwipeRecorded', actor_kind: 'system' });
    expect(rows.events[1]).toMatchObject({ type: 'MatchMade', actor_id: 'ama', actor_kind: 'member', causation_id: events[0]!.metadata.eventId });
    expect(rows.categories).toEqual([
      { category: 'member', event_count: 3 },
      { category: 'swipes', event_count: 2 },
    ]);
  });

  it('copies neither data nor metadata: the detail reads both from the log', async () => {
    await applyAll('ei_columns', [events]);
    const { rows } = await log.pool.query(`SELECT column_name FROM information_schema.columns WHERE table_schema = 'ei_columns' AND table_name = 'event_index'`);
    expect(rows.map((row) => row.column_name)).not.toEqual(expect.arrayContaining(['metadata']));
    expect(rows.map((row) => row.column_name)).not.toEqual(expect.arrayContaining(['data']));
  });

  it('is idempotent: batches applied twice, or overlapping, give the same rows and counts', async () => {
    const once = await applyAll('ei_single', [events]);
    const twice = await applyAll('ei_overlap', [events.slice(0, 3), events.slice(1), events]);
    expect(twice).toEqual(once);
  });
});
