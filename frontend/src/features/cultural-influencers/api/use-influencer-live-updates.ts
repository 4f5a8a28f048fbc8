import { useQueryClient } from '@tanstack/react-query';
import { useLiveMessage } from '../../../lib/live/use-live-message.ts';
import { culturalInfluencersKey } from './cultural-influencers.ts';
import { myApplicationKey } from './influencer-application.ts';

/** An admin's review arrives as a notification: the open screen shows the new status (and Host an Event) at once. */
export function useInfluencerLiveUpdates() {
  const queryClient = useQueryClient();
  useLiveMessage('notification', (message) => {
    if (message.payload.type !== 'verification') return;
    for (const queryKey of [myApplicationKey, culturalInfluencersKey]) void queryClient.invalidateQueries({ queryKey });
  });
}
