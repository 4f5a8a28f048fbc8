import { queryOptions, useQuery } from '@tanstack/react-query';
import { listProfileViewers, type ProfileViewers } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export type { ProfileViewers, ProfileViewRecord } from '@sankofa/contracts';

export const profileViewersQueryKey = [listProfileViewers.path] as const;

/** Premium only: the server answers a free member 403 `premium_required`. */
export const getProfileViewers = (): Promise<ProfileViewers> => callRoute(listProfileViewers);

export const getProfileViewersQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: profileViewersQueryKey, queryFn: getProfileViewers, enabled });

export const useProfileViewers = (enabled: boolean) => useQuery(getProfileViewersQueryOptions(enabled));
