import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { preferencesQueryKey } from '../../../lib/discovery/discovery-query-key.ts';

/** The member's cultural compatibility filters (the spec's defaults until first saved). */
export interface Preferences {
  ageMin: number;
  ageMax: number;
  maxDistance: number;
  preferredHeritages: string[];
  preferredEthnicGroups: string[];
  preferredLanguages: string[];
  preferredDiasporaGenerations: string[];
  preferredCulturalValues: string[];
  preferredReligions: string[];
  preferredRelationshipGoals: string[];
  dealBreakers: string[];
  preferredCities: string[];
  searchInCurrentCity: boolean;
  searchInHomeCountry: boolean;
  searchInDiasporaHubs: boolean;
}

export const getPreferences = (): Promise<Preferences> => apiGet<Preferences>(preferencesQueryKey[0]);

export const getPreferencesQueryOptions = () => queryOptions({ queryKey: preferencesQueryKey, queryFn: getPreferences });

export const usePreferences = () => useQuery(getPreferencesQueryOptions());
