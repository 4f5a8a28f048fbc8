import { z } from 'zod';
import { route, withPosition } from './route.ts';

/** Spec section 9: a free passport allows 10 swipes for 24 hours; a premium one unlimited swipes for 30 days. */
export const FREE_PASSPORT_SWIPES = 10;
export const FREE_PASSPORT_HOURS = 24;
export const PREMIUM_PASSPORT_DAYS = 30;

export interface PassportRegion {
  id: string;
  name: string;
  countries: readonly string[];
  description: string;
  /** Served by the frontend itself (the CSP allows only self, data and blob images). */
  image: string;
  culturalInsight: string;
}

/** The four regions of the spec, with their countries as the spec lists them. */
export const PASSPORT_REGIONS: readonly PassportRegion[] = [
  {
    id: 'west-africa',
    name: 'West Africa',
    countries: ['Nigeria', 'Ghana', 'Senegal', 'Mali', 'Burkina Faso', 'Ivory Coast', 'Guinea', 'Sierra Leone'],
    description: 'Vibrant cities, Afrobeats rhythms and a warm welcome from Lagos to Dakar.',
    image: '/passport/west-africa.svg',
    culturalInsight: 'Family approval matters: meeting the elders and sharing a meal of jollof or thieboudienne is a sign of serious intentions.',
  },
  {
    id: 'east-africa',
    name: 'East Africa',
    countries: ['Kenya', 'Tanzania', 'Uganda', 'Ethiopia', 'Rwanda', 'Burundi', 'Somalia', 'Eritrea'],
    description: 'From the highlands of Ethiopia to the Swahili coast: ancient traditions and fast-growing cities.',
    image: '/passport/east-africa.svg',
    culturalInsight: 'Hospitality comes first: an Ethiopian coffee ceremony or Kenyan chai is an invitation to slow down and talk.',
  },
  {
    id: 'southern-africa',
    name: 'Southern Africa',
    countries: ['South Africa', 'Zimbabwe', 'Botswana', 'Namibia', 'Zambia', 'Lesotho', 'Swaziland', 'Malawi'],
    description: 'Rainbow nations, Amapiano beats and the spirit of Ubuntu.',
    image: '/passport/southern-africa.svg',
    culturalInsight: 'Ubuntu, "I am because we are": relationships are built within the community, and lobola customs honour both families.',
  },
  {
    id: 'central-africa',
    name: 'Central Africa',
    countries: ['Cameroon', 'Congo', 'Gabon', 'Central African Republic', 'Chad', 'Democratic Republic of Congo'],
    description: 'Rumba and makossa, rainforests and rivers, and a rich mix of languages.',
    image: '/passport/central-africa.svg',
    culturalInsight: 'Music and dance are how people court: an evening of Congolese rumba says more than a hundred messages.',
  },
];

export const passportRegionNamed = (name: string): PassportRegion | undefined => PASSPORT_REGIONS.find((region) => region.name === name || region.id === name);

/** The spec's country names where members' profiles (the geocoder's, the demo community's) spell them otherwise. */
const SPELLED_AS: Readonly<Record<string, readonly string[]>> = {
  'Ivory Coast': ["Côte d'Ivoire", "Cote d'Ivoire"],
  'Democratic Republic of Congo': ['DR Congo', 'Democratic Republic of the Congo'],
  Congo: ['Republic of the Congo'],
  Swaziland: ['Eswatini'],
};

/** Every spelling of the countries a passport covers: its country, or all of its region's. */
export const passportCountryNames = (region: string, country: string | null): string[] =>
  (country ? [country] : [...(passportRegionNamed(region)?.countries ?? [])]).flatMap((name) => [name, ...(SPELLED_AS[name] ?? [])]);

export const CHOOSE_REGION = 'Please choose a region to explore';

/** The spec's body: userId and isPremium are the client's view; the server uses the token's member and their premium. */
export const createLovePassport = route({
  method: 'POST',
  path: '/api/love-passport',
  body: z
    .object(
      {
        region: z.string({ error: CHOOSE_REGION }).trim().min(1, { error: CHOOSE_REGION }).max(100).refine((name) => passportRegionNamed(name) !== undefined, { error: 'region must be one of the four regions' }),
        country: z.string().trim().max(100).nullable().optional(),
        userId: z.string().max(100).optional(),
        isPremium: z.boolean().optional(),
      },
      { error: 'The body must be an object with a region' },
    )
    .refine(({ region, country }) => !country || passportRegionNamed(region)!.countries.includes(country), { path: ['country'], error: 'country must be one of the region\'s countries' }),
  response: withPosition({ passport: z.object({ id: z.string(), region: z.string(), country: z.string().nullable(), maxSwipes: z.number().nullable(), activatedAt: z.string(), expiresAt: z.string() }) }),
});
export type CreateLovePassportBody = z.input<typeof createLovePassport.body>;

export const passportRegionView = z.object({
  id: z.string(),
  name: z.string(),
  countries: z.array(z.string()),
  description: z.string(),
  image: z.string(),
  culturalInsight: z.string(),
});

export const lovePassportView = z.object({
  id: z.string(),
  region: z.string(),
  country: z.string().nullable(),
  swipesUsed: z.number(),
  /** Null: unlimited (premium). */
  maxSwipes: z.number().nullable(),
  swipesLeft: z.number().nullable(),
  /** Of the swipes when limited, else of the time. */
  percentUsed: z.number(),
  activatedAt: z.string(),
  expiresAt: z.string(),
  msLeft: z.number(),
  isActive: z.boolean(),
});
export type LovePassportView = z.infer<typeof lovePassportView>;

/** The regions, the token's member's passports (active first) and whether they are premium (passports beyond one region). */
export const listLovePassports = route({
  method: 'GET',
  path: '/api/love-passports',
  response: z.object({ regions: z.array(passportRegionView), passports: z.array(lovePassportView), isPremium: z.boolean() }),
});
export type LovePassportsResponse = z.infer<typeof listLovePassports.response>;
