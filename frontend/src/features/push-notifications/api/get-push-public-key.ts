import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPushPublicKey, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

/** The server's VAPID public key; null when the server has push turned off. */
export const fetchPushPublicKey = (): Promise<ResponseOf<typeof getPushPublicKey>> => callRoute(getPushPublicKey);

export const pushPublicKeyQueryOptions = () => queryOptions({ queryKey: [getPushPublicKey.path], queryFn: fetchPushPublicKey, staleTime: Infinity });

export const usePushPublicKey = () => useQuery(pushPublicKeyQueryOptions());
