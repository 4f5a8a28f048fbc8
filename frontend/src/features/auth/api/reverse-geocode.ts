import { queryOptions } from '@tanstack/react-query';
import type { ReversePlace } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

/** `location` is how the place reads in a profile, e.g. 'Accra, Ghana'. */
export type Place = ReversePlace;

export const reverseGeocode = (latitude: number, longitude: number): Promise<Place> =>
  apiGet<Place>(`/api/geocode/reverse?${new URLSearchParams({ latitude: String(latitude), longitude: String(longitude) })}`);

export const reverseGeocodeQueryOptions = (latitude: number, longitude: number) =>
  queryOptions({
    queryKey: ['/api/geocode/reverse', { latitude, longitude }],
    queryFn: () => reverseGeocode(latitude, longitude),
  });
