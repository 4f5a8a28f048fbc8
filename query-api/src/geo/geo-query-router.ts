import Router from '@koa/router';
import { z } from 'zod';
import { NotFoundError, parseInput, type ReverseGeocoder } from '@sankofa/server-kit';

export interface GeoQueryRouterDependencies {
  geocoder: ReverseGeocoder;
}

const coordinate = (label: string, limit: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .transform(Number)
    .pipe(
      z
        .number({ error: `${label} must be a number` })
        .min(-limit, { error: `${label} must be between -${limit} and ${limit}` })
        .max(limit, { error: `${label} must be between -${limit} and ${limit}` }),
    );

const reverseQuery = z.object({ latitude: coordinate('Latitude', 90), longitude: coordinate('Longitude', 180) });

/** GET /api/geocode/reverse?latitude=&longitude= → { city, country, location }, offline; no token (signup's locate button). */
export const geoQueryRouter = ({ geocoder }: GeoQueryRouterDependencies): Router => {
  const router = new Router();
  router.get('/api/geocode/reverse', (ctx) => {
    const { latitude, longitude } = parseInput(reverseQuery, ctx.query, 'query');
    const place = geocoder.reverse(latitude, longitude);
    if (!place) throw new NotFoundError('No town or city near these coordinates', 'place_not_found');
    ctx.body = place;
  });
  return router;
};
