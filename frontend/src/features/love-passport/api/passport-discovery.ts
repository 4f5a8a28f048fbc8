import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiscoveryProfile, SwipeBody, SwipeResponse } from '@sankofa/contracts';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { lovePassportsQueryKey } from './get-love-passports.ts';

const passportDiscoveryKey = (passportId: string) => ['/api/users/discovery', { passport: passportId }] as const;

/** Discovery in the passport's region: its members only, whatever the distance. */
export const getPassportDiscoveryQueryOptions = (passportId: string) =>
  queryOptions({
    queryKey: passportDiscoveryKey(passportId),
    queryFn: () => apiGet<DiscoveryProfile[]>(`/api/users/discovery?${new URLSearchParams({ passport: passportId, limit: '10' })}`),
  });

export const usePassportDiscovery = (passportId: string) => useQuery(getPassportDiscoveryQueryOptions(passportId));

/** A swipe counted in the passport: the passport's swipes left and its region's next member refetch. */
export function usePassportSwipe(passportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (swipe: Omit<SwipeBody, 'passportId'>): Promise<SwipeResponse> => apiSend('POST', '/api/swipes', { ...swipe, passportId }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: passportDiscoveryKey(passportId) });
      void queryClient.invalidateQueries({ queryKey: lovePassportsQueryKey });
    },
  });
}
