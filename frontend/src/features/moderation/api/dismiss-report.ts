import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dismissReport as dismissReportContract } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { reportsQueryKey } from './get-reports.ts';

export const dismissReport = ({ reportId, note }: { reportId: string; note: string }) => callRoute(dismissReportContract, { params: { id: reportId }, body: { note } });

/** Settled either way: a report another admin decided first leaves the queue too. */
export function useDismissReport() {
  const queryClient = useQueryClient();
  // Not awaited: the refetch unmounts the dismissed report's form, whose toast must come first.
  return useMutation({ mutationFn: dismissReport, onSettled: () => void queryClient.invalidateQueries({ queryKey: reportsQueryKey }) });
}
