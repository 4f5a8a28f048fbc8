import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { activatePremium, cancelPremium, createSubscription, paymentWebhook, type CommandReply } from '@sankofa/contracts';
import type { EventContext, EventStore } from '@sankofa/events';
import { InvalidWebhookSignatureError, PREMIUM_PRICE_CENTS, type PaymentProvider, type ProviderEvent } from '@sankofa/adapters/payments';
import { AppError, mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { DomainError, isDomainError } from '../domain-error.ts';
import { eventContextOf } from '../event-context.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../idempotency/middleware.ts';
import { respondWithPosition } from '../respond.ts';
import { handleSubscriptionCommand, premiumReply, readSubscription } from './subscription-stream.ts';

export interface PremiumDependencies {
  store: EventStore;
  tokens: AccessTokens;
  payments: PaymentProvider;
  /** Provider events that are not the subscription's (one-off payments, refunds), for the features that own them. */
  onPaymentEvent?: (event: ProviderEvent, context: EventContext) => Promise<void>;
}

/** The provider's key for this request: the client's retry key, per member, so a retried request charges once. */
const providerKeyOf = (ctx: Context, memberId: string, action: string) => `${memberId}:${action}:${ctx.get(IDEMPOTENCY_KEY_HEADER) || randomUUID()}`;

/** A provider event about a member we do not know (another environment's webhook) is acknowledged and dropped. */
const unlessUnknownMember = async (decide: () => Promise<unknown>) => {
  try {
    await decide();
  } catch (error) {
    if (!isDomainError(error, 'member_not_found', 'no_subscription')) throw error;
  }
};

export const premiumRouter = ({ store, tokens, payments, onPaymentEvent }: PremiumDependencies): Router => {
  const router = new Router();

  mount(router, createSubscription, requireMember(tokens), async (ctx) => {
    const { memberId } = principalOf(ctx);
    const current = await readSubscription(store, memberId);
    if (!current.registered) throw new DomainError('member_not_found', 'Member not found');
    // A second paid subscription beside a running one would charge the card twice a month.
    if (payments.mode !== 'demo' && premiumReply(current, new Date()).isPremium && !current.cancelled) {
      throw new DomainError('already_premium', 'You already have an active premium subscription');
    }
    const checkout = await payments.startSubscription({
      memberId,
      email: current.email ?? '',
      priceCents: PREMIUM_PRICE_CENTS,
      idempotencyKey: providerKeyOf(ctx, memberId, 'subscription'),
    });
    const result = await handleSubscriptionCommand(
      store,
      { type: 'StartSubscription', data: { memberId, subscriptionId: checkout.subscriptionId, mode: payments.mode, status: checkout.status } },
      eventContextOf(ctx),
    );
    const reply = { clientSecret: checkout.clientSecret, demo: payments.mode === 'demo', subscriptionId: checkout.subscriptionId };
    respondWithPosition(ctx, 200, reply satisfies CommandReply<typeof createSubscription>, result.position);
  });

  mount(router, activatePremium, requireMember(tokens), async (ctx) => {
    const { memberId } = principalOf(ctx);
    const now = new Date();
    if (payments.mode !== 'demo') {
      // With a card provider only its webhook (a paid invoice) starts premium.
      const current = await readSubscription(store, memberId);
      if (!premiumReply(current, now).isPremium) throw new DomainError('payment_pending', 'Premium starts once the payment is confirmed');
      respondWithPosition(ctx, 200, premiumReply(current, now) satisfies CommandReply<typeof activatePremium>, null);
      return;
    }
    const result = await handleSubscriptionCommand(store, { type: 'ActivateDemoPremium', data: { memberId, now } }, eventContextOf(ctx));
    respondWithPosition(ctx, 200, premiumReply(result.state, now) satisfies CommandReply<typeof activatePremium>, result.position);
  });

  mount(router, cancelPremium, requireMember(tokens), async (ctx) => {
    const { memberId } = principalOf(ctx);
    const now = new Date();
    const current = await readSubscription(store, memberId);
    if (current.subscriptionId && !current.cancelled) {
      await payments.cancelSubscription({ subscriptionId: current.subscriptionId, idempotencyKey: providerKeyOf(ctx, memberId, 'cancel') });
    }
    const result = await handleSubscriptionCommand(store, { type: 'CancelSubscription', data: { memberId, now } }, eventContextOf(ctx));
    respondWithPosition(ctx, 200, { ...premiumReply(result.state, now), cancelled: true } satisfies CommandReply<typeof cancelPremium>, result.position);
  });

  mount(router, paymentWebhook, async (ctx) => {
    let events: ProviderEvent[];
    try {
      events = payments.parseWebhook(ctx.request.rawBody ?? Buffer.alloc(0), ctx.get('stripe-signature') || undefined);
    } catch (error) {
      if (error instanceof InvalidWebhookSignatureError) throw new AppError(400, 'invalid_signature', 'The webhook signature does not match its body');
      throw error;
    }
    const context = { ...eventContextOf(ctx), actorId: `payments:${payments.mode}`, actorKind: 'system' as const };
    for (const event of events) {
      // Each decision is idempotent on the member's stream, so a replayed webhook appends nothing.
      if (event.type === 'subscription_paid') {
        const { memberId, subscriptionId, periodEnd } = event;
        await unlessUnknownMember(() => handleSubscriptionCommand(store, { type: 'RecordPeriodPaid', data: { memberId, subscriptionId, periodEnd } }, context));
      } else if (event.type === 'subscription_canceled') {
        await unlessUnknownMember(() => handleSubscriptionCommand(store, { type: 'CancelSubscription', data: { memberId: event.memberId, now: new Date() } }, context));
      } else {
        await onPaymentEvent?.(event, context);
      }
    }
    ctx.body = { received: true };
  });

  return router;
};
