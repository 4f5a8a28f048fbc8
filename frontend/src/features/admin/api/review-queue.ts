import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { approveVerification, listReviewQueue, ResponseOf } from '@sankofa/contracts';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

export type ReviewQueue = ResponseOf<typeof listReviewQueue>;
export const reviewQueueKey = ['/api/admin/verifications'] as const;

export const fetchReviewQueue = () => apiGet<ReviewQueue>(reviewQueueKey[0]);
export const reviewQueueQueryOptions = () => queryOptions({ queryKey: reviewQueueKey, queryFn: fetchReviewQueue });
export const useReviewQueue = () => useQuery(reviewQueueQueryOptions());

export interface ReviewDecision {
  memberId: string;
  requestId: string;
  decision: 'approve' | 'reject';
  reason?: string;
}

export const postReview = ({ memberId, requestId, decision, reason }: ReviewDecision) =>
  apiSend<ResponseOf<typeof approveVerification>>(
    'POST',
    `/api/admin/verifications/${encodeURIComponent(memberId)}/${encodeURIComponent(requestId)}/${decision}`,
    decision === 'reject' ? { reason } : {},
  );

export function useReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postReview, onSettled: () => queryClient.invalidateQueries({ queryKey: reviewQueueKey }) });
}
