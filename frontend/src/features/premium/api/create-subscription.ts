import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createSubscription } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../lib/idempotency-key.ts';

export const setUpSubscription = (idempotencyKey: string) =>
  callRoute(createSubscription, { body: {}, headers: idempotencyHeaders(idempotencyKey) });

/**
 * Set up once per visit of the Subscribe screen (a POST, so never refetched on focus and never
 * retried on its own: a failure shows the unable-to-load card with its Retry). The visit is the
 * action: its one Idempotency-Key is sent again by Retry, so the provider sets up one subscription.
 */
export const subscriptionSetupQueryOptions = (idempotencyKey: string) =>
  queryOptions({ queryKey: [createSubscription.path], queryFn: () => setUpSubscription(idempotencyKey), retry: false, staleTime: Infinity, gcTime: 0, refetchOnWindowFocus: false });

export function useSubscriptionSetup() {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  return useQuery(subscriptionSetupQueryOptions(idempotencyKey));
}
