import { z } from 'zod';
import { publicMember } from './members.ts';
import { route } from './route.ts';

export const MAX_DISCOVERY_LIMIT = 50;
const LIMIT_RULE = `limit must be a whole number from 1 to ${MAX_DISCOVERY_LIMIT}`;
export const CURSOR_RULE = 'cursor must be the X-Next-Cursor of a previous page';
/** The header that carries the next page's cursor, when there is one. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/** A profile as discovery shows it: the public member, how far from the viewer (a band, never a number), its compatibility and boost. */
export const discoveryProfile = publicMember.extend({ distanceBand: z.string().nullable(), compatibility: z.number(), isBoosted: z.boolean() });
export type DiscoveryProfile = z.infer<typeof discoveryProfile>;

/** The profiles to swipe, best first, as a plain array; the cursor is opaque to the client (the server decodes it). */
export const getDiscovery = route({
  method: 'GET',
  path: '/api/users/discovery',
  query: z.object({
    limit: z.coerce
      .number({ error: LIMIT_RULE })
      .int({ error: LIMIT_RULE })
      .min(1, { error: LIMIT_RULE })
      .max(MAX_DISCOVERY_LIMIT, { error: LIMIT_RULE })
      .default(20),
    cursor: z.string({ error: CURSOR_RULE }).optional(),
    /** Discovery in a love passport's region: one of the member's active passports. */
    passport: z.string().trim().min(1).max(100).optional(),
    /** Only members with an identity badge (ID, video selfie or biometric). */
    verifiedOnly: z.enum(['true', 'false'], { error: 'verifiedOnly must be true or false' }).optional().transform((value) => value === 'true'),
  }),
  response: z.array(discoveryProfile),
});

/** A city named in a path; the server checks it against its lists of hubs and African cities where a route needs one. */
export const cityParams = z.object({
  city: z.string().trim().min(1, { error: 'city is required' }).max(100, { error: 'city must be at most 100 characters' }),
});

const MAX_PLACE_RESULTS = 50;
/** Newest members first, at most this many. */
const membersOfPlace = z.array(publicMember).max(MAX_PLACE_RESULTS);

export const getMembersInCity = route({ method: 'GET', path: '/api/users/location/:city', params: cityParams, response: membersOfPlace });
export const getMembersInDiasporaHub = route({ method: 'GET', path: '/api/users/diaspora-hub/:city', params: cityParams, response: membersOfPlace });
export const getMembersFromHomeCountry = route({ method: 'GET', path: '/api/users/home-country/:city', params: cityParams, response: membersOfPlace });

/** Query strings are text: each coordinate is a number written out. */
const coordinateText = (label: string, limit: number) =>
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

/** Offline, with no token (signup's locate button). */
export const reverseGeocode = route({
  method: 'GET',
  path: '/api/geocode/reverse',
  query: z.object({ latitude: coordinateText('Latitude', 90), longitude: coordinateText('Longitude', 180) }),
  response: z.object({ city: z.string(), country: z.string(), location: z.string() }),
});
