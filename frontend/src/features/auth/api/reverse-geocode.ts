import { queryOptions } from '@tanstack/react-query';
import { reverseGeocode as reverseGeocodeContract } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

/** `location` is how the place reads in a profile, e.g. 'Accra, Ghana'. */
export const reverseGeocode = (latitude: number, longitude: number) =>
  callRoute(reverseGeocodeContract, { query: { latitude: String(latitude), longitude: String(longitude) } });

export const reverseGeocodeQueryOptions = (latitude: number, longitude: number) =>
  queryOptions({
    queryKey: [reverseGeocodeContract.path, { latitude, longitude }],
    queryFn: () => reverseGeocode(latitude, longitude),
  });
