import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConcurrencyError, createPostgresEventStore, migrateEventStore, type EventStore, type NewEvent } from '@sankofa/events';
import { createPool } from '../database.ts';
import { createDemoPayments, createStripePayments, signStripeTestPayload } from '../payments/index.ts';
import { createTestDatabase } from '../testing.ts';
import { instrumentEventStore } from './instrument-event-store.ts';
import { instrumentPayments } from './instrument-payments.ts';
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

describe('payments, instrumented', () => {
  it('counts demo checkouts and charges by their outcome', async () => {
    const payments = instrumentPayments(createDemoPayments());
    const checkouts = await valueOf('sankofa_payment_outcomes_total{mode="demo",operation="subscription",outcome="active"}');
    const charges = await valueOf('sankofa_payment_outcomes_total{mode="demo",operation="charge",outcome="succeeded"}');
    expect((await payments.startSubscription({ memberId: 'm', email: 'm@example.com', priceCents: 1500, idempotencyKey: 'k1' })).status).toBe('active');
    await payments.charge({ memberId: 'm', amountCents: 299, description: 'Super Like', idempotencyKey: 'k2' });
    expect(await valueOf('sankofa_payment_outcomes_total{mode="demo",operation="subscription",outcome="active"}')).toBe(checkouts + 1);
    expect(await valueOf('sankofa_payment_outcomes_total{mode="demo",operation="charge",outcome="succeeded"}')).toBe(charges + 1);
  });

  it("counts what a provider's webhook reports, and a forged one as a bad signature", () => {
    const webhookSecret = 'whsec_test_secret';
    const payments = instrumentPayments(createStripePayments({ secretKey: 'sk_test_unused', webhookSecret, priceId: 'price_unused' }));
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: { object: { id: 'pi_1', object: 'payment_intent', metadata: { memberId: 'm' } } },
    });
    expect(payments.parseWebhook(Buffer.from(payload), signStripeTestPayload(payload, webhookSecret))).toEqual([{ type: 'payment_failed', paymentId: 'pi_1', memberId: 'm' }]);
    expect(() => payments.parseWebhook(Buffer.from(payload), signStripeTestPayload(payload, 'whsec_someone_else'))).toThrow();
    return Promise.all([
      expect(valueOf('sankofa_payment_outcomes_total{mode="stripe",operation="webhook",outcome="payment_failed"}')).resolves.toBe(1),
      expect(valueOf('sankofa_payment_outcomes_total{mode="stripe",operation="webhook",outcome="invalid_signature"}')).resolves.toBe(1),
    ]);
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
