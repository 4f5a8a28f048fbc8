import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PassedProfiles } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export const passedProfilesQueryKey = ['/api/passed-profiles'] as const;

/** Premium only: the server answers a free member 403 `premium_required`. */
export const getPassedProfiles = (): Promise<PassedProfiles> => apiGet<PassedProfiles>('/api/passed-profiles');

export const usePassedProfiles = (enabled: boolean) => useQuery(queryOptions({ queryKey: passedProfilesQueryKey, queryFn: getPassedProfiles, enabled }));
