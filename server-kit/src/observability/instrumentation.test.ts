import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConcurrencyError, createPostgresEventStore, migrateEventStore, type EventStore, type NewEvent } from '@sankofa/events';
import { createPool } from '../database.ts';
import { createTestDatabase } from '../testing.ts';
import { instrumentEventStore } from './instrument-event-store.ts';
import { renderMetrics } from './metrics.ts';
import { observeProjections } from './projection-metrics.ts';

/** The value of one series in this process's exposition (0 when it has none yet). */
const valueOf = async (series: string) => {
  const { body } = await renderMetrics();
  const line = body.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
};

const anEvent = (): NewEvent => ({
  type: 'Counted',
  data: {},
  metadata: { eventId: crypto.randomUUID(), occurredAt: new Date().toISOString(), actorId: 'test', correlationId: 'test', causationId: null, schemaVersion: 1 },
});

describe('the event log, instrumented', () => {
  let pool: ReturnType<typeof createPool>;
  let store: EventStore;
  beforeAll(async () => {
    pool = createPool(await createTestDatabase());
    await migrateEventStore(pool);
    store = instrumentEventStore(createPostgresEventStore(pool));
  });
  afterAll(async () => {
    await store?.close();
    await pool?.end();
  });

  it('counts appends, the events they wrote by category, and times them; a conflict apart from an error', async () => {
    const ok = await valueOf('sankofa_event_appends_total{outcome="ok"}');
    const timedOk = await valueOf('sankofa_event_append_duration_seconds_count{outcome="ok"}');
    const conflicts = await valueOf('sankofa_event_appends_total{outcome="conflict"}');
    const written = await valueOf('sankofa_events_appended_total{category="tally"}');

    const result = await store.append('tally-1', [anEvent(), anEvent(), anEvent()], { expected: 'no_stream' });
    expect(result.positions).toHaveLength(3);
    await expect(store.append('tally-1', [anEvent()], { expected: 'no_stream' })).rejects.toBeInstanceOf(ConcurrencyError);

    expect(await valueOf('sankofa_event_appends_total{outcome="ok"}')).toBe(ok + 1);
    expect(await valueOf('sankofa_event_append_duration_seconds_count{outcome="ok"}')).toBe(timedOk + 1);
    expect(await valueOf('sankofa_events_appended_total{category="tally"}')).toBe(written + 3);
    expect(await valueOf('sankofa_event_appends_total{outcome="conflict"}')).toBe(conflicts + 1);
  });

  it('reads as the store it wraps', async () => {
    const events = [];
    for await (const event of store.readStream('tally-1')) events.push(event);
    expect(events.map((event) => event.revision)).toEqual([0, 1, 2]);
    expect(await store.headPosition()).toBe(events[2]!.position);
  });
});

describe('projector figures', () => {
  it("serves each build's lag and state from the runtime's status while observed, and nothing after", async () => {
    const stop = observeProjections(async () => [
      { name: 'discovery', version: 4, state: 'running', lagEvents: 0, lagSeconds: 0 },
      { name: 'matches', version: 2, state: 'failed', lagEvents: 12, lagSeconds: 3.5 },
    ]);
    expect(await valueOf('sankofa_projector_lag_events{projector="matches",version="2"}')).toBe(12);
    expect(await valueOf('sankofa_projector_lag_seconds{projector="matches",version="2"}')).toBe(3.5);
    expect(await valueOf('sankofa_projector_state{projector="matches",version="2",state="failed"}')).toBe(1);
    expect(await valueOf('sankofa_projector_state{projector="matches",version="2",state="running"}')).toBe(0);
    expect(await valueOf('sankofa_projector_state{projector="discovery",version="4",state="running"}')).toBe(1);
    stop();
    expect((await renderMetrics()).body).not.toContain('projector="matches"');
  });
});
