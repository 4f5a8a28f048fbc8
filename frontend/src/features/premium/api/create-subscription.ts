import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf, createSubscription } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';

export type SubscriptionSetup = ResponseOf<typeof createSubscription>;

export const setUpSubscription = (): Promise<SubscriptionSetup> => apiSend('POST', '/api/create-subscription', {});

/**
 * Set up once per visit of the Subscribe screen (a POST, so never refetched on focus and never
 * retried on its own: a failure shows the unable-to-load card with its Retry).
 */
export const subscriptionSetupQueryOptions = () =>
  queryOptions({ queryKey: ['/api/create-subscription'], queryFn: setUpSubscription, retry: false, staleTime: Infinity, gcTime: 0, refetchOnWindowFocus: false });

export const useSubscriptionSetup = () => useQuery(subscriptionSetupQueryOptions());
