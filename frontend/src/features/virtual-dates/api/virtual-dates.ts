import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createVirtualDate, getCallConfig, listVirtualDates, updateVirtualDate, type BodyOf, type VirtualDateView } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { useLiveMessage } from '../../../lib/live/use-live-message.ts';

export type VirtualDate = VirtualDateView;

export const virtualDatesKey = [listVirtualDates.path] as const;

export const virtualDatesQueryOptions = () => queryOptions({ queryKey: virtualDatesKey, queryFn: () => callRoute(listVirtualDates) });

/** The member's dates, refreshed whenever the other member answers, joins or ends one. */
export function useVirtualDates() {
  const queryClient = useQueryClient();
  useLiveMessage('virtual_date_changed', () => void queryClient.invalidateQueries({ queryKey: virtualDatesKey }));
  return useQuery(virtualDatesQueryOptions());
}

export const proposeVirtualDate = (body: BodyOf<typeof createVirtualDate>) => callRoute(createVirtualDate, { body });

export const changeVirtualDate = ({ dateId, status }: { dateId: string } & BodyOf<typeof updateVirtualDate>) =>
  callRoute(updateVirtualDate, { params: { id: dateId }, body: { status } });

export function useProposeVirtualDate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: proposeVirtualDate, onSuccess: () => queryClient.invalidateQueries({ queryKey: virtualDatesKey }) });
}

export function useChangeVirtualDate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeVirtualDate, onSuccess: () => queryClient.invalidateQueries({ queryKey: virtualDatesKey }) });
}

/** STUN/TURN servers for the call; none on one machine or a LAN. */
export const useCallConfig = () =>
  useQuery({ queryKey: [getCallConfig.path], queryFn: () => callRoute(getCallConfig), staleTime: Infinity });
