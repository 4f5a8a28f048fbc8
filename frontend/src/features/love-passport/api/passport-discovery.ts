import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getDiscovery, recordSwipe, type SwipeBody } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { lovePassportsQueryKey } from './get-love-passports.ts';

const passportDiscoveryKey = (passportId: string) => [getDiscovery.path, { passport: passportId }] as const;

/** Discovery in the passport's region: its members only, whatever the distance. */
export const getPassportDiscoveryQueryOptions = (passportId: string) =>
  queryOptions({
    queryKey: passportDiscoveryKey(passportId),
    queryFn: () => callRoute(getDiscovery, { query: { passport: passportId, limit: 10 } }),
  });

export const usePassportDiscovery = (passportId: string) => useQuery(getPassportDiscoveryQueryOptions(passportId));

/** A swipe counted in the passport: the passport's swipes left and its region's next member refetch. */
export function usePassportSwipe(passportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (swipe: Omit<SwipeBody, 'passportId'>) => callRoute(recordSwipe, { body: { ...swipe, passportId } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: passportDiscoveryKey(passportId) });
      void queryClient.invalidateQueries({ queryKey: lovePassportsQueryKey });
    },
  });
}
