import { useQueryClient } from '@tanstack/react-query';
import { useLiveMessage } from '../../../lib/live/use-live-message.ts';
import { trustScoreKey } from './trust-score.ts';
import { verificationBadgesKey } from './verification-badges.ts';
import { verificationRequestsKey } from './verification-requests.ts';

/** An admin's decision arrives as a verification notification: the open screen shows the new badge or status at once. */
export function useVerificationLiveUpdates() {
  const queryClient = useQueryClient();
  useLiveMessage('notification', (message) => {
    if (message.payload.type !== 'verification') return;
    for (const queryKey of [verificationRequestsKey, verificationBadgesKey, trustScoreKey]) void queryClient.invalidateQueries({ queryKey });
  });
}
