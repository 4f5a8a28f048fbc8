import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPassedProfiles, type PassedProfiles } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export const passedProfilesQueryKey = [listPassedProfiles.path] as const;

/** Premium only: the server answers a free member 403 `premium_required`. */
export const getPassedProfiles = (): Promise<PassedProfiles> => callRoute(listPassedProfiles);

export const usePassedProfiles = (enabled: boolean) => useQuery(queryOptions({ queryKey: passedProfilesQueryKey, queryFn: getPassedProfiles, enabled }));
