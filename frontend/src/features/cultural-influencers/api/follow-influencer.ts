import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { followInfluencer, ResponseOf, unfollowInfluencer } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';
import { culturalInfluencersKey } from './cultural-influencers.ts';

/** Follow & Connect toggles: POST follows, DELETE unfollows the same path. */
export const setFollowing = ({ influencerId, follow }: { influencerId: string; follow: boolean }) =>
  apiSend<ResponseOf<typeof followInfluencer> | ResponseOf<typeof unfollowInfluencer>>(follow ? 'POST' : 'DELETE', `/api/cultural-influencers/${encodeURIComponent(influencerId)}/follow`);

export function useFollowInfluencer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setFollowing, onSettled: () => queryClient.invalidateQueries({ queryKey: culturalInfluencersKey }) });
}
