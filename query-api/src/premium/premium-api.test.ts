import { command, joinMember, query } from '../swipes/testing/members.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { premiumRouter } from '@sankofa/command-api/premium';
import { memberStream, type EventStore } from '@sankofa/events';
import { createDemoPayments, createStripePayments, signStripeTestPayload } from '@sankofa/adapters/payments';
import { membersQueryRouter } from '../members/index.ts';
import { notificationsQueryRouter } from '../notifications/index.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { startStripeFake, type StripeFake } from './stripe-fake.ts';

const typesOn = async (store: EventStore, memberId: string) => {
  const types: string[] = [];
  for await (const event of store.readStream(memberStream(memberId))) types.push(event.type);
  return types;
};

describe('premium in Demo Mode', () => {
  let stack: FeatureStack;
  beforeAll(async () => {
    stack = await startFeatureStack({
      projectorNames: ['members', 'notifications'],
      commandRouters: (deps) => [premiumRouter({ ...deps, payments: createDemoPayments() })],
      queryRouters: (deps) => [membersQueryRouter(deps), notificationsQueryRouter(deps)],
    });
  });
  afterAll(() => stack?.close());

  it('sets up a demo subscription and activates premium for 30 days, for the token member only', async () => {
    const ama = await joinMember(stack, { firstName: 'Ama' });
    const kofi = await joinMember(stack, { firstName: 'Kofi' });
    // The spec's client sends fixed demo values; another member's id in them changes nothing.
    const setup = await command(stack, '/api/create-subscription', ama, { userId: kofi.id, email: 'demo@example.com', name: 'Demo' });
    expect(setup.status).toBe(200);
    expect(setup.body).toMatchObject({ demo: true, clientSecret: expect.stringMatching(/^demo_secret_/) });

    const activation = await command(stack, '/api/user/premium', ama, { userId: kofi.id, activate: true });
    expect(activation.status).toBe(200);
    expect(activation.body.isPremium).toBe(true);
    const until = new Date(activation.body.premiumUntil as string).getTime();
    expect(Math.round((until - Date.now()) / 86_400_000)).toBe(30);

    expect(await query(stack, '/api/user', ama, activation.body.position)).toMatchObject({ id: ama.id, isPremium: true });
    expect(await query(stack, '/api/user', kofi, activation.body.position)).toMatchObject({ id: kofi.id, isPremium: false });
    expect(await typesOn(stack.store, kofi.id)).not.toContain('PremiumActivated');
    // The premium notification fires from the same fact.
    expect(await query(stack, '/api/notifications', ama, activation.body.position)).toEqual([expect.objectContaining({ type: 'premium' })]);

    // Pressing again while premium lasts records nothing new.
    const again = await command(stack, '/api/user/premium', ama, { activate: true });
    expect(again.body).toMatchObject({ isPremium: true, premiumUntil: activation.body.premiumUntil });
    expect((await typesOn(stack.store, ama.id)).filter((type) => type === 'PremiumActivated')).toHaveLength(1);
  });

  it('cancels: premium stays to the end of the period', async () => {
    const esi = await joinMember(stack, { firstName: 'Esi' });
    await command(stack, '/api/create-subscription', esi, {});
    await command(stack, '/api/user/premium', esi, { activate: true });
    const cancelled = await command(stack, '/api/user/premium/cancel', esi, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ isPremium: true, cancelled: true });
    expect(await typesOn(stack.store, esi.id)).toEqual(expect.arrayContaining(['SubscriptionStarted', 'PremiumActivated', 'SubscriptionCancelled']));
  });

  it('refuses without a token, and a cancel with nothing to cancel is a 409', async () => {
    expect((await command(stack, '/api/user/premium', null, { activate: true })).status).toBe(401);
    const yaw = await joinMember(stack, { firstName: 'Yaw' });
    expect((await command(stack, '/api/user/premium/cancel', yaw, {})).body).toMatchObject({ code: 'no_subscription' });
    expect((await command(stack, '/api/user/premium', yaw, { activate: false })).status).toBe(400);
  });
});

describe('premium with Stripe (a local fake of its API, signed webhooks)', () => {
  const webhookSecret = 'whsec_test_secret';
  let stack: FeatureStack;
  let fake: StripeFake;
  beforeAll(async () => {
    fake = await startStripeFake();
    const payments = createStripePayments({ secretKey: 'sk_test_fake', webhookSecret, priceId: 'price_premium', apiBase: fake.url });
    stack = await startFeatureStack({
      projectorNames: ['members'],
      commandRouters: (deps) => [premiumRouter({ ...deps, payments })],
      queryRouters: (deps) => [membersQueryRouter(deps)],
    });
  });
  afterAll(async () => {
    await stack?.close();
    await fake?.close();
  });

  const paidInvoice = (memberId: string, periodEnd: Date, eventId = 'evt_paid_1') =>
    JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'invoice.paid',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'in_fake',
          object: 'invoice',
          parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_fake_1', metadata: { memberId } } },
          lines: { object: 'list', data: [{ period: { start: Math.floor(Date.now() / 1000), end: Math.floor(periodEnd.getTime() / 1000) } }] },
        },
      },
    });

  const postWebhook = async (payload: string, signature: string) => {
    const response = await fetch(`${stack.commandUrl}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    return { status: response.status, body: await response.json() };
  };

  it("answers the provider's client secret and waits for the webhook before premium starts", async () => {
    const ama = await joinMember(stack, { firstName: 'Ama' });
    const setup = await command(stack, '/api/create-subscription', ama, {});
    expect(setup.body).toMatchObject({ demo: false, clientSecret: fake.clientSecret });
    expect((await command(stack, '/api/user/premium', ama, { activate: true })).body).toMatchObject({ code: 'payment_pending' });
  });

  it('a signed invoice.paid activates premium; a replay appends nothing; a later period renews', async () => {
    const kofi = await joinMember(stack, { firstName: 'Kofi' });
    const periodEnd = new Date(Date.now() + 30 * 86_400_000);
    const payload = paidInvoice(kofi.id, periodEnd);
    const paid = await postWebhook(payload, signStripeTestPayload(payload, webhookSecret));
    expect(paid).toEqual({ status: 200, body: { received: true } });
    expect(await query(stack, '/api/user', kofi, await stack.shownHead())).toMatchObject({ isPremium: true });

    const replay = await postWebhook(payload, signStripeTestPayload(payload, webhookSecret));
    expect(replay.status).toBe(200);
    expect((await typesOn(stack.store, kofi.id)).filter((type) => type === 'PremiumActivated')).toHaveLength(1);

    // While the paid subscription runs, a second checkout would charge twice.
    expect((await command(stack, '/api/create-subscription', kofi, {})).body).toMatchObject({ code: 'already_premium' });

    const renewal = paidInvoice(kofi.id, new Date(periodEnd.getTime() + 30 * 86_400_000), 'evt_paid_2');
    await postWebhook(renewal, signStripeTestPayload(renewal, webhookSecret));
    expect((await typesOn(stack.store, kofi.id)).filter((type) => type === 'PremiumActivated')).toHaveLength(2);
  });

  it('a bad signature is a 400 and appends nothing', async () => {
    const esi = await joinMember(stack, { firstName: 'Esi' });
    const before = await typesOn(stack.store, esi.id);
    const payload = paidInvoice(esi.id, new Date(Date.now() + 30 * 86_400_000));
    const forged = await postWebhook(payload, signStripeTestPayload(payload, 'whsec_someone_else'));
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ code: 'invalid_signature' });
    const tampered = await postWebhook(payload.replace('invoice.paid', 'invoice.paid '), signStripeTestPayload(payload, webhookSecret));
    expect(tampered.status).toBe(400);
    expect(await typesOn(stack.store, esi.id)).toEqual(before);
    expect(before).not.toContain('PremiumActivated');
  });

  it('cancelling asks the provider to stop renewing; its subscription.deleted webhook is then a no-op', async () => {
    const abena = await joinMember(stack, { firstName: 'Abena' });
    await command(stack, '/api/create-subscription', abena, {});
    const payload = paidInvoice(abena.id, new Date(Date.now() + 30 * 86_400_000), 'evt_paid_abena');
    await postWebhook(payload, signStripeTestPayload(payload, webhookSecret));
    const cancelled = await command(stack, '/api/user/premium/cancel', abena, {});
    expect(cancelled.body).toMatchObject({ isPremium: true, cancelled: true });
    expect(fake.requests.some(({ path }) => path.startsWith('/v1/subscriptions/sub_fake_'))).toBe(true);

    const deleted = JSON.stringify({
      id: 'evt_deleted_abena',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { id: 'sub_fake_1', object: 'subscription', metadata: { memberId: abena.id } } },
    });
    expect((await postWebhook(deleted, signStripeTestPayload(deleted, webhookSecret))).status).toBe(200);
    expect((await typesOn(stack.store, abena.id)).filter((type) => type === 'SubscriptionCancelled')).toHaveLength(1);
  });

  it('a one-off charge is a pending payment intent with its client secret', async () => {
    const payments = createStripePayments({ secretKey: 'sk_test_fake', webhookSecret, priceId: 'price_premium', apiBase: fake.url });
    const payment = await payments.charge({ memberId: 'm', amountCents: 500, description: 'Profile Boost', idempotencyKey: 'boost-1' });
    expect(payment).toMatchObject({ paymentId: expect.stringMatching(/^pi_fake_/), clientSecret: expect.stringMatching(/_secret$/), status: 'pending' });
    expect(fake.requests.at(-1)).toEqual({ path: '/v1/payment_intents', idempotencyKey: 'boost-1' });
  });

  it('two create-subscription requests with one Idempotency-Key reach the provider once', async () => {
    const yaa = await joinMember(stack, { firstName: 'Yaa' });
    const requestsBefore = fake.requests.filter(({ path }) => path === '/v1/subscriptions').length;
    const send = () =>
      fetch(`${stack.commandUrl}/api/create-subscription`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'checkout-yaa-1', ...yaa.headers },
        body: '{}',
      }).then(async (response) => ({ status: response.status, body: await response.json() }));
    const [first, second] = await Promise.all([send(), send()]);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const created = fake.requests.filter(({ path }) => path === '/v1/subscriptions').slice(requestsBefore);
    expect(created).toHaveLength(1);
    expect(created[0]!.idempotencyKey).toContain('checkout-yaa-1');
    expect((await typesOn(stack.store, yaa.id)).filter((type) => type === 'SubscriptionStarted')).toHaveLength(1);
  });
});
