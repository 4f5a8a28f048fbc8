import Stripe from 'stripe';
import { InvalidWebhookSignatureError, premiumPeriodEnd, type PaymentProvider, type ProviderEvent } from './provider.ts';

export interface StripePaymentsOptions {
  secretKey: string;
  webhookSecret: string;
  /** The $15/month price, created once in the Stripe dashboard. */
  priceId: string;
  /** Another API endpoint than api.stripe.com, e.g. `http://127.0.0.1:4010` for the tests' local fake. */
  apiBase?: string;
  clock?: () => Date;
}

const endpointOf = (apiBase: string | undefined) => {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  return { host: url.hostname, port: url.port || (url.protocol === 'http:' ? 80 : 443), protocol: url.protocol.replace(':', '') as 'http' | 'https' };
};

type Loose = Record<string, unknown> & { metadata?: Record<string, string> | null };
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const idOf = (value: unknown): string | undefined => text(value) ?? text((value as Loose | null)?.id);

/** Where an invoice names its subscription and our member: moved under `parent` in newer API versions. */
const invoiceSubscription = (invoice: Loose): { subscriptionId?: string; memberId?: string } => {
  const details = ((invoice.parent as Loose | null)?.subscription_details ?? invoice.subscription_details) as Loose | undefined;
  return {
    subscriptionId: idOf(details?.subscription) ?? idOf(invoice.subscription),
    memberId: details?.metadata?.memberId ?? invoice.metadata?.memberId,
  };
};

const invoicePeriodEnd = (invoice: Loose, fallback: Date): Date => {
  const line = ((invoice.lines as Loose | undefined)?.data as Loose[] | undefined)?.[0];
  const end = (line?.period as Loose | undefined)?.end;
  return typeof end === 'number' ? new Date(end * 1000) : fallback;
};

/** Stripe's webhook events, in our vocabulary; the ones we do not act on are dropped. */
const translate = (event: Stripe.Event, now: Date): ProviderEvent[] => {
  const object = event.data.object as unknown as Loose;
  switch (event.type) {
    case 'invoice.paid': {
      const { subscriptionId, memberId } = invoiceSubscription(object);
      if (!subscriptionId || !memberId) return [];
      return [{ type: 'subscription_paid', subscriptionId, memberId, periodEnd: invoicePeriodEnd(object, premiumPeriodEnd(now)) }];
    }
    case 'customer.subscription.deleted': {
      const memberId = object.metadata?.memberId;
      return memberId ? [{ type: 'subscription_canceled', subscriptionId: String(object.id), memberId }] : [];
    }
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const memberId = object.metadata?.memberId;
      if (!memberId || object.metadata?.kind === 'subscription') return [];
      return [{ type: event.type === 'payment_intent.succeeded' ? 'payment_succeeded' : 'payment_failed', paymentId: String(object.id), memberId }];
    }
    case 'charge.refunded': {
      const memberId = object.metadata?.memberId;
      const paymentId = idOf(object.payment_intent);
      return memberId && paymentId ? [{ type: 'payment_refunded', paymentId, memberId }] : [];
    }
    default:
      return [];
  }
};

/** Stripe through its official client: subscriptions start incomplete and its signed webhooks say when they are paid. */
export const createStripePayments = ({ secretKey, webhookSecret, priceId, apiBase, clock = () => new Date() }: StripePaymentsOptions): PaymentProvider => {
  const stripe = new Stripe(secretKey, { ...endpointOf(apiBase), maxNetworkRetries: 2 });
  return {
    mode: 'stripe',
    async startSubscription({ memberId, email, idempotencyKey }) {
      // One customer per checkout key: a retried checkout finds the same customer and subscription.
      const customer = await stripe.customers.create({ email, metadata: { memberId } }, { idempotencyKey: `${idempotencyKey}:customer` });
      const subscription = (await stripe.subscriptions.create(
        {
          customer: customer.id,
          items: [{ price: priceId }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          metadata: { memberId },
          expand: ['latest_invoice.confirmation_secret'],
        },
        { idempotencyKey: `${idempotencyKey}:subscription` },
      )) as unknown as Loose;
      const invoice = subscription.latest_invoice as Loose | null;
      const clientSecret = text((invoice?.confirmation_secret as Loose | null)?.client_secret) ?? '';
      const item = ((subscription.items as Loose | undefined)?.data as Loose[] | undefined)?.[0];
      const periodEnd = (item?.current_period_end ?? subscription.current_period_end) as number | undefined;
      return {
        subscriptionId: String(subscription.id),
        clientSecret,
        status: subscription.status === 'active' ? 'active' : 'incomplete',
        currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : premiumPeriodEnd(clock()),
      };
    },
    async cancelSubscription({ subscriptionId, idempotencyKey }) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }, { idempotencyKey });
    },
    async charge({ memberId, amountCents, description, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        { amount: amountCents, currency: 'usd', description, metadata: { memberId }, automatic_payment_methods: { enabled: true } },
        { idempotencyKey },
      );
      return { paymentId: intent.id, clientSecret: intent.client_secret ?? '', status: intent.status === 'succeeded' ? 'succeeded' : 'pending' };
    },
    parseWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new InvalidWebhookSignatureError('The Stripe-Signature header is missing');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret);
      } catch (error) {
        throw new InvalidWebhookSignatureError((error as Error).message);
      }
      return translate(event, clock());
    },
  };
};

/** Signs a test payload as Stripe would, for tests that post webhooks. */
export const signStripeTestPayload = (payload: string, secret: string): string => Stripe.webhooks.generateTestHeaderString({ payload, secret });
