import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { PublicMember } from '../../../lib/member.ts';

/** The three Location Discovery searches, each a GET of `<path>/<city>`. */
export const placeSearchPaths = {
  currentCity: '/api/users/location',
  diasporaHub: '/api/users/diaspora-hub',
  homeCountry: '/api/users/home-country',
} as const;

export type LocationMode = keyof typeof placeSearchPaths;

export const searchPeopleByPlace = (mode: LocationMode, city: string): Promise<PublicMember[]> =>
  apiGet<PublicMember[]>(`${placeSearchPaths[mode]}/${encodeURIComponent(city)}`);

export const searchPeopleByPlaceQueryOptions = (mode: LocationMode, city: string) =>
  queryOptions({ queryKey: [placeSearchPaths[mode], city], queryFn: () => searchPeopleByPlace(mode, city) });

/** Runs once there is a city to search. */
export const useSearchPeopleByPlace = (mode: LocationMode, city: string) =>
  useQuery({ ...searchPeopleByPlaceQueryOptions(mode, city), enabled: city.length > 0 });
