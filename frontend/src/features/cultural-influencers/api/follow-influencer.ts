import { useMutation, useQueryClient } from '@tanstack/react-query';
import { followInfluencer, unfollowInfluencer } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { culturalInfluencersKey } from './cultural-influencers.ts';

/** Follow & Connect toggles: POST follows, DELETE unfollows the same path. */
export const setFollowing = ({ influencerId, follow }: { influencerId: string; follow: boolean }) =>
  callRoute(follow ? followInfluencer : unfollowInfluencer, { params: { id: influencerId } });

export function useFollowInfluencer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setFollowing, onSettled: () => queryClient.invalidateQueries({ queryKey: culturalInfluencersKey }) });
}
