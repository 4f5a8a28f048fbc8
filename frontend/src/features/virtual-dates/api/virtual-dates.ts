import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, createVirtualDate, getCallConfig, ResponseOf, updateVirtualDate, VirtualDateView } from '@sankofa/contracts';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { useLiveMessage } from '../../../lib/live/use-live-message.ts';

export type VirtualDate = VirtualDateView;

export const virtualDatesKey = ['/api/virtual-dates'] as const;

export const virtualDatesQueryOptions = () => queryOptions({ queryKey: virtualDatesKey, queryFn: () => apiGet<VirtualDate[]>(virtualDatesKey[0]) });

/** The member's dates, refreshed whenever the other member answers, joins or ends one. */
export function useVirtualDates() {
  const queryClient = useQueryClient();
  useLiveMessage('virtual_date_changed', () => void queryClient.invalidateQueries({ queryKey: virtualDatesKey }));
  return useQuery(virtualDatesQueryOptions());
}

export const proposeVirtualDate = (body: BodyOf<typeof createVirtualDate>) =>
  apiSend<ResponseOf<typeof createVirtualDate>>('POST', '/api/virtual-dates', body);

export const changeVirtualDate = ({ dateId, status }: { dateId: string } & BodyOf<typeof updateVirtualDate>) =>
  apiSend<ResponseOf<typeof updateVirtualDate>>('PATCH', `/api/virtual-dates/${encodeURIComponent(dateId)}`, { status });

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
  useQuery({ queryKey: ['/api/virtual-dates/call-config'], queryFn: () => apiGet<ResponseOf<typeof getCallConfig>>('/api/virtual-dates/call-config'), staleTime: Infinity });
