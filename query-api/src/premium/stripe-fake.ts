import type { IncomingMessage, ServerResponse } from 'node:http';
import { serve, type RunningServer } from '@sankofa/server-kit/testing';

export interface StripeFake extends RunningServer {
  /** Every POST the fake received, by path: what the provider was asked to do. */
  requests: Array<{ path: string; idempotencyKey: string | undefined }>;
  clientSecret: string;
}

const readBody = async (request: IncomingMessage) => {
  let body = '';
  for await (const chunk of request) body += chunk;
  return new URLSearchParams(body);
};

/**
 * The few Stripe API calls the adapter makes, over real HTTP, as the official client sends them
 * (form-encoded, with Idempotency-Key): a customer, an incomplete subscription whose first
 * invoice carries the client secret, and cancel at period end.
 */
export const startStripeFake = async (): Promise<StripeFake> => {
  const requests: StripeFake['requests'] = [];
  const clientSecret = 'pi_fake_secret_from_the_provider';
  let subscriptions = 0;
  const answer = (response: ServerResponse, body: unknown) => {
    response.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
    response.end(JSON.stringify(body));
  };
  const running = await serve(async (request, response) => {
    const path = (request.url ?? '').split('?')[0]!;
    const form = await readBody(request);
    requests.push({ path, idempotencyKey: request.headers['idempotency-key'] as string | undefined });
    if (path === '/v1/customers') return answer(response, { id: 'cus_fake', object: 'customer', email: form.get('email') });
    if (path === '/v1/subscriptions') {
      subscriptions += 1;
      return answer(response, {
        id: `sub_fake_${subscriptions}`,
        object: 'subscription',
        status: 'incomplete',
        metadata: { memberId: form.get('metadata[memberId]') },
        items: { object: 'list', data: [{ id: 'si_fake', object: 'subscription_item', current_period_end: Math.floor(Date.now() / 1000) + 30 * 86_400 }] },
        latest_invoice: { id: 'in_fake', object: 'invoice', confirmation_secret: { client_secret: clientSecret, type: 'payment_intent' } },
      });
    }
    if (path === '/v1/payment_intents') {
      return answer(response, { id: `pi_fake_${requests.length}`, object: 'payment_intent', status: 'requires_payment_method', client_secret: `pi_fake_${requests.length}_secret`, amount: Number(form.get('amount')) });
    }
    if (path.startsWith('/v1/subscriptions/')) return answer(response, { id: path.split('/').at(-1), object: 'subscription', status: 'active', cancel_at_period_end: true });
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `No fake for ${path}` } }));
  });
  return { ...running, requests, clientSecret };
};
