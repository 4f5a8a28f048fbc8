import { reverseGeocode, type ResponseOf } from '@sankofa/contracts';
import { mount, NotFoundError, type ReverseGeocoder } from '@sankofa/server-kit';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';

export interface GeoQueryRouterDependencies {
  geocoder: ReverseGeocoder;
}

/** GET /api/geocode/reverse?latitude=&longitude= → { city, country, location }, offline; no token (signup's locate button). */
export const geoQueryRouter = ({ geocoder }: GeoQueryRouterDependencies): ReadModelRouter => {
  const router = readModelRouter([]);
  mount(router, reverseGeocode, (ctx, { query: { latitude, longitude } }) => {
    const place = geocoder.reverse(latitude, longitude);
    if (!place) throw new NotFoundError('No town or city near these coordinates', 'place_not_found');
    ctx.body = place satisfies ResponseOf<typeof reverseGeocode>;
  });
  return router;
};
