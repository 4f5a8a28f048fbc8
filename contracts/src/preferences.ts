import { z } from 'zod';
import { boundedLanguageCode, flag } from './fields.ts';
import { nothing, route } from './route.ts';

const wholeNumber = (field: string, min: number, max: number, unit = '') =>
  z
    .number({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a number`) })
    .int({ error: `${field} must be a whole number` })
    .min(min, { error: `${field} must be at least ${min}${unit}` })
    .max(max, { error: `${field} must be at most ${max}${unit}` });

const textList = (field: string) =>
  z
    .array(z.string({ error: `${field} must be a list of text` }).trim().max(100, { error: `Each of ${field} must be at most 100 characters` }), {
      error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a list of text`),
    })
    .max(50, { error: `${field} can have at most 50 entries` });

const filterFields = {
  ageMin: wholeNumber('ageMin', 18, 100),
  ageMax: wholeNumber('ageMax', 18, 100),
  maxDistance: wholeNumber('maxDistance', 1, 20_000, ' km'),
  preferredHeritages: textList('preferredHeritages'),
  preferredEthnicGroups: textList('preferredEthnicGroups'),
  preferredLanguages: textList('preferredLanguages'),
  preferredDiasporaGenerations: textList('preferredDiasporaGenerations'),
  preferredCulturalValues: textList('preferredCulturalValues'),
  preferredReligions: textList('preferredReligions'),
  preferredRelationshipGoals: textList('preferredRelationshipGoals'),
  dealBreakers: textList('dealBreakers'),
  preferredCities: textList('preferredCities'),
  searchInCurrentCity: flag('searchInCurrentCity'),
  searchInHomeCountry: flag('searchInHomeCountry'),
  searchInDiasporaHubs: flag('searchInDiasporaHubs'),
  internationalMatching: flag('internationalMatching'),
};

const agesInOrder = <Schema extends z.ZodType<{ ageMin: number; ageMax: number }>>(schema: Schema) =>
  schema.refine((saved) => saved.ageMin <= saved.ageMax, { path: ['ageMin'], error: 'ageMin must not be above ageMax' });

/** The Filters screen's whole object; other keys (a client's `userId`, `id`) are dropped, never trusted. */
const filters = agesInOrder(
  z.object(
    {
      ...filterFields,
      // Typed freely on the Filters screen, so blank entries are dropped rather than refused.
      preferredCities: filterFields.preferredCities.transform((cities) => cities.filter((city) => city.length > 0)),
      // Premium only; optional so clients that predate it save with it off.
      internationalMatching: filterFields.internationalMatching.default(false),
    },
    { error: 'The body must be the whole filters object' },
  ),
);
export type Preferences = z.output<typeof filters>;

export const savePreferences = route({ method: 'POST', path: '/api/preferences', body: filters, response: nothing });

/** The saved filters (or the spec's defaults until the member saves some), which obey the rules they were saved with. */
export const getPreferences = route({ method: 'GET', path: '/api/preferences', response: agesInOrder(z.object(filterFields)) });

export const saveLanguagePreferences = route({
  method: 'POST',
  path: '/api/user/language-preferences',
  body: z.object(
    { preferredLanguage: boundedLanguageCode('preferredLanguage'), autoTranslate: flag('autoTranslate') },
    { error: 'The body must be an object with preferredLanguage and autoTranslate' },
  ),
  response: nothing,
});
export type LanguagePreferencesBody = z.input<typeof saveLanguagePreferences.body>;

/** The interface languages members can choose (frontend/src/lib/i18n/languages.ts ships each of them). */
export const INTERFACE_LANGUAGES = ['en', 'fr', 'pt', 'sw'] as const;

/** The language the interface is shown in, saved to the member so every login applies it. */
export const saveInterfaceLanguage = route({
  method: 'POST',
  path: '/api/user/interface-language',
  body: z.object(
    {
      language: z.enum(INTERFACE_LANGUAGES, {
        error: (issue) => (issue.input === undefined ? 'language is required' : `language must be one of ${INTERFACE_LANGUAGES.join(', ')}`),
      }),
    },
    { error: 'The body must be an object with language' },
  ),
  response: nothing,
});
export type InterfaceLanguageBody = z.input<typeof saveInterfaceLanguage.body>;
