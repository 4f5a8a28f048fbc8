import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPreferences as getPreferencesContract, type Preferences } from '@sankofa/contracts';
import { callRoute } from '../api-client.ts';
import { preferencesQueryKey } from '../discovery/discovery-query-key.ts';

export type { Preferences };

/** The member's cultural compatibility filters (the spec's defaults until first saved); read by Filters and Profile. */
export const getPreferences = (): Promise<Preferences> => callRoute(getPreferencesContract);

export const getPreferencesQueryOptions = () => queryOptions({ queryKey: preferencesQueryKey, queryFn: getPreferences });

export const usePreferences = () => useQuery(getPreferencesQueryOptions());
