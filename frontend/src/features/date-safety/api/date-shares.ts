import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerDateCheckIn, listDateShares, shareDate, stopSharingDate, viewSharedDate, type BodyOf, type DateShareView } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { useLiveMessage } from '../../../lib/live/use-live-message.ts';

export type DateShare = DateShareView;
export type SharedDateReference = BodyOf<typeof shareDate>['date'];

export const dateSharesKey = [listDateShares.path] as const;

/** Her shares; a check-in falling due arrives as a notification, which refreshes them. */
export function useDateShares(enabled = true) {
  const queryClient = useQueryClient();
  useLiveMessage('notification', () => void queryClient.invalidateQueries({ queryKey: dateSharesKey }));
  return useQuery(queryOptions({ queryKey: dateSharesKey, queryFn: () => callRoute(listDateShares), enabled, refetchInterval: 60_000 }));
}

export function useShareDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof shareDate>) => callRoute(shareDate, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dateSharesKey }),
  });
}

export function useStopSharingDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) => callRoute(stopSharingDate, { params: { id: shareId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dateSharesKey }),
  });
}

export function useAnswerCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shareId, answer }: { shareId: string } & BodyOf<typeof answerDateCheckIn>) => callRoute(answerDateCheckIn, { params: { id: shareId }, body: { answer } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dateSharesKey }),
  });
}

/** The public page's date: no sign-in; a stopped or expired link is an error the page explains. */
export const useSharedDate = (token: string) =>
  useQuery({ queryKey: [viewSharedDate.path, token], queryFn: () => callRoute(viewSharedDate, { params: { token } }), retry: false });
