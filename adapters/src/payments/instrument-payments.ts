import { appMetrics } from '@sankofa/server-kit';
import { InvalidWebhookSignatureError, type PaymentProvider } from './provider.ts';

type Operation = 'subscription' | 'cancel' | 'charge' | 'webhook';

/** Counts what happened, then hands the answer (or the failure) on unchanged. */
const counted = async <T>(mode: string, operation: Operation, call: Promise<T>, outcomeOf: (result: T) => string): Promise<T> => {
  try {
    const result = await call;
    appMetrics.paymentOutcomes.inc({ mode, operation, outcome: outcomeOf(result) });
    return result;
  } catch (error) {
    appMetrics.paymentOutcomes.inc({ mode, operation, outcome: 'error' });
    throw error;
  }
};

/**
 * The same provider, each call's outcome counted: checkouts (active or incomplete), charges
 * (succeeded or pending), cancellations, failures, and what the webhooks report (paid, failed,
 * refunded, or a bad signature).
 */
export const instrumentPayments = (provider: PaymentProvider): PaymentProvider => {
  const { mode } = provider;
  return {
    mode,
    startSubscription: (input) => counted(mode, 'subscription', provider.startSubscription(input), (checkout) => checkout.status),
    cancelSubscription: (input) => counted(mode, 'cancel', provider.cancelSubscription(input), () => 'canceled'),
    charge: (input) => counted(mode, 'charge', provider.charge(input), (payment) => payment.status),
    parseWebhook(rawBody, signatureHeader) {
      try {
        const events = provider.parseWebhook(rawBody, signatureHeader);
        for (const event of events) appMetrics.paymentOutcomes.inc({ mode, operation: 'webhook', outcome: event.type });
        return events;
      } catch (error) {
        appMetrics.paymentOutcomes.inc({ mode, operation: 'webhook', outcome: error instanceof InvalidWebhookSignatureError ? 'invalid_signature' : 'error' });
        throw error;
      }
    },
  };
};
