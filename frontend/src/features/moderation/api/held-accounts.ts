import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listHeldAccounts, releaseHold, suspendHeldAccount, type HeldAccount } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { suspensionsQueryKey } from './get-suspensions.ts';

export type { HeldAccount };

const heldAccountsQueryKey = [listHeldAccounts.path] as const;

export const heldAccountsQueryOptions = () => queryOptions({ queryKey: heldAccountsQueryKey, queryFn: () => callRoute(listHeldAccounts) });

/** The accounts the scam defences hold for review, oldest first, with why. */
export const useHeldAccounts = () => useQuery(heldAccountsQueryOptions());

/** Release or suspend: either way the account leaves the queue; a suspension joins the suspended members. */
export function useDecideHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, decision }: { memberId: string; decision: 'release' | 'suspend' }) =>
      callRoute(decision === 'release' ? releaseHold : suspendHeldAccount, { params: { id: memberId } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: heldAccountsQueryKey });
      await queryClient.invalidateQueries({ queryKey: suspensionsQueryKey });
    },
  });
}
