import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMembersFromHomeCountry, getMembersInCity, getMembersInDiasporaHub } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import type { PublicMember } from '../../../lib/member.ts';

/** The three Location Discovery searches, each of a city. */
const placeSearches = {
  currentCity: getMembersInCity,
  diasporaHub: getMembersInDiasporaHub,
  homeCountry: getMembersFromHomeCountry,
} as const;

export type LocationMode = keyof typeof placeSearches;

export const searchPeopleByPlace = (mode: LocationMode, city: string): Promise<PublicMember[]> => callRoute(placeSearches[mode], { params: { city } });

export const searchPeopleByPlaceQueryOptions = (mode: LocationMode, city: string) =>
  queryOptions({ queryKey: [placeSearches[mode].path, city], queryFn: () => searchPeopleByPlace(mode, city) });

/** Runs once there is a city to search. */
export const useSearchPeopleByPlace = (mode: LocationMode, city: string) =>
  useQuery({ ...searchPeopleByPlaceQueryOptions(mode, city), enabled: city.length > 0 });
