import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getLastPass, listConsumableItems, listMatches, purchaseConsumable, useConsumable as useConsumableContract, type BodyOf, type ConsumableItemType, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { discoveryQueryKey } from '../../../lib/discovery/discovery-query-key.ts';
import { idempotencyHeaders, useActionKeys } from '../../../lib/idempotency-key.ts';

export type Inventory = ResponseOf<typeof listConsumableItems>;

const consumableItemsKey = [listConsumableItems.path] as const;

export const consumableItemsQueryOptions = () => queryOptions({ queryKey: consumableItemsKey, queryFn: () => callRoute(listConsumableItems) });

export const useConsumableItems = () => useQuery(consumableItemsQueryOptions());

/** `idempotencyKey`: the same for every attempt of one purchase, so it is charged once. */
export const buyConsumable = (body: BodyOf<typeof purchaseConsumable>, idempotencyKey: string) =>
  callRoute(purchaseConsumable, { body, headers: idempotencyHeaders(idempotencyKey) });

export type UseBody = NonNullable<BodyOf<typeof useConsumableContract>>;

export const spendConsumable = ({ itemId, body }: { itemId: string; body: UseBody }) => callRoute(useConsumableContract, { params: { id: itemId }, body });

/** The profile a rewind takes back: the member's latest standing pass, or null (the server then refuses with `nothing_to_rewind`). */
export const fetchLastPass = () => callRoute(getLastPass);

/** A rewind names its pass: fetched just before the use, so it is the latest one. */
export const spendRewind = async ({ itemId }: { itemId: string }) => {
  const { member } = await fetchLastPass();
  return spendConsumable({ itemId, body: { targetUserId: member?.id ?? null } });
};

/** The member's matches, for choosing who receives a gift. */
export const useGiftableMatches = (enabled: boolean) =>
  useQuery({ queryKey: [listMatches.path], queryFn: () => callRoute(listMatches), enabled });

/** Both refresh the inventory; a use may change who Discover shows (a rewind brings a profile back). */
export function usePurchaseConsumable() {
  const queryClient = useQueryClient();
  // One key per item type until its purchase succeeds: a double click or a retry buys it once.
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (item: { itemType: ConsumableItemType; itemName: string }) => buyConsumable(item, keys.keyFor(item.itemType)),
    onSuccess: (_bought, item) => {
      keys.succeeded(item.itemType);
      return queryClient.invalidateQueries({ queryKey: consumableItemsKey });
    },
  });
}

export function useSpendConsumable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, body, itemType }: { itemId: string; body: UseBody; itemType?: ConsumableItemType }) =>
      itemType === 'rewind' ? spendRewind({ itemId }) : spendConsumable({ itemId, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: consumableItemsKey });
      void queryClient.invalidateQueries({ queryKey: discoveryQueryKey });
    },
  });
}
