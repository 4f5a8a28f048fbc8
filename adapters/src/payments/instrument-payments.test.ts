import { describe, expect, it } from 'vitest';
import { renderMetrics } from '@sankofa/server-kit';
import { createDemoPayments } from './demo.ts';
import { instrumentPayments } from './instrument-payments.ts';
import { createStripePayments, signStripeTestPayload } from './stripe.ts';

/** The value of one series in this process's exposition (0 when it has none yet). */
const valueOf = async (series: string) => {
  const { body } = await renderMetrics();
  const line = body.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
};

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
