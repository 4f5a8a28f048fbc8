import { queryOptions, useQuery } from '@tanstack/react-query';
import { getReviewNotice } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export const reviewNoticeQueryOptions = (matchId: string) =>
  queryOptions({ queryKey: [getReviewNotice.path, matchId], queryFn: () => callRoute(getReviewNotice, { params: { id: matchId } }) });

/** Whether the other member's account is held for review, so the conversation warns the reader. */
export const useReviewNotice = (matchId: string) => useQuery(reviewNoticeQueryOptions(matchId));
