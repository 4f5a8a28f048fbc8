import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approveVerification, listReviewQueue, rejectVerification, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export const reviewQueueKey = [listReviewQueue.path] as const;

export const fetchReviewQueue = () => callRoute(listReviewQueue);
export const reviewQueueQueryOptions = () => queryOptions({ queryKey: reviewQueueKey, queryFn: fetchReviewQueue });
export const useReviewQueue = () => useQuery(reviewQueueQueryOptions());

export interface ReviewDecision {
  memberId: string;
  requestId: string;
  decision: 'approve' | 'reject';
  /** Shown to the member when rejecting; approving sends none. */
  reason: string;
}

export const postReview = ({ memberId, requestId, decision, reason }: ReviewDecision): Promise<ResponseOf<typeof approveVerification | typeof rejectVerification>> =>
  decision === 'reject'
    ? callRoute(rejectVerification, { params: { memberId, requestId }, body: { reason } })
    : callRoute(approveVerification, { params: { memberId, requestId } });

export function useReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postReview, onSettled: () => queryClient.invalidateQueries({ queryKey: reviewQueueKey }) });
}
