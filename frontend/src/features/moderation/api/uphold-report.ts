import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf, UpholdReportBody, upholdReport as upholdReportContract } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';
import { reportsQueryKey } from './get-reports.ts';
import { suspensionsQueryKey } from './get-suspensions.ts';

export type Uphold = UpholdReportBody & { reportId: string };

export const upholdReport = ({ reportId, ...body }: Uphold): Promise<ResponseOf<typeof upholdReportContract>> =>
  apiSend('POST', `/api/admin/reports/${encodeURIComponent(reportId)}/uphold`, body);

/** The report leaves the queue; a suspension joins the suspended list. */
export function useUpholdReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upholdReport,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: reportsQueryKey }), queryClient.invalidateQueries({ queryKey: suspensionsQueryKey })]),
  });
}
