import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upholdReport as upholdReportContract, type UpholdReportBody } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { reportsQueryKey } from './get-reports.ts';
import { suspensionsQueryKey } from './get-suspensions.ts';

export type Uphold = UpholdReportBody & { reportId: string };

export const upholdReport = ({ reportId, ...body }: Uphold) => callRoute(upholdReportContract, { params: { id: reportId }, body });

/**
 * The report leaves the queue; a suspension joins the suspended list. The refetch is not awaited:
 * it unmounts the decided report's form, whose own callbacks (its toast) must run first.
 */
export function useUpholdReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upholdReport,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: reportsQueryKey });
      void queryClient.invalidateQueries({ queryKey: suspensionsQueryKey });
    },
  });
}
