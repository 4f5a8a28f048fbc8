import Router from '@koa/router';
import { reverseGeocode, type ResponseOf } from '@sankofa/contracts';
import { NotFoundError, parseInput, type ReverseGeocoder } from '@sankofa/server-kit';

export interface GeoQueryRouterDependencies {
  geocoder: ReverseGeocoder;
}

/** GET /api/geocode/reverse?latitude=&longitude= → { city, country, location }, offline; no token (signup's locate button). */
export const geoQueryRouter = ({ geocoder }: GeoQueryRouterDependencies): Router => {
  const router = new Router();
  router.get('/api/geocode/reverse', (ctx) => {
    const { latitude, longitude } = parseInput(reverseGeocode.query, ctx.query, 'query');
    const place = geocoder.reverse(latitude, longitude);
    if (!place) throw new NotFoundError('No town or city near these coordinates', 'place_not_found');
    ctx.body = place satisfies ResponseOf<typeof reverseGeocode>;
  });
  return router;
};
