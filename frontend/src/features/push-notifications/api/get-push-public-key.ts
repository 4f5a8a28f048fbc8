import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getPushPublicKey, ResponseOf } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

/** The server's VAPID public key; null when the server has push turned off. */
export const fetchPushPublicKey = (): Promise<ResponseOf<typeof getPushPublicKey>> => apiGet('/api/push/public-key');

export const pushPublicKeyQueryOptions = () => queryOptions({ queryKey: ['/api/push/public-key'], queryFn: fetchPushPublicKey, staleTime: Infinity });

export const usePushPublicKey = () => useQuery(pushPublicKeyQueryOptions());
