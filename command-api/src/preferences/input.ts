import { z } from 'zod';

const wholeNumber = (field: string, min: number, max: number, unit = '') =>
  z
    .number({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a number`) })
    .int({ error: `${field} must be a whole number` })
    .min(min, { error: `${field} must be at least ${min}${unit}` })
    .max(max, { error: `${field} must be at most ${max}${unit}` });

const flag = (field: string) => z.boolean({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be true or false`) });

const textList = (field: string) =>
  z
    .array(z.string({ error: `${field} must be a list of text` }).trim().max(100, { error: `Each of ${field} must be at most 100 characters` }), {
      error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a list of text`),
    })
    .max(50, { error: `${field} can have at most 50 entries` });

/** The Filters screen's whole object; other keys (a client's `userId`, `id`) are dropped, never trusted. */
export const preferencesInput = z
  .object(
    {
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
      // Typed freely on the Filters screen, so blank entries are dropped rather than refused.
      preferredCities: textList('preferredCities').transform((cities) => cities.filter((city) => city.length > 0)),
      searchInCurrentCity: flag('searchInCurrentCity'),
      searchInHomeCountry: flag('searchInHomeCountry'),
      searchInDiasporaHubs: flag('searchInDiasporaHubs'),
    },
    { error: 'The body must be the whole filters object' },
  )
  .refine((preferences) => preferences.ageMin <= preferences.ageMax, { path: ['ageMin'], error: 'ageMin must not be above ageMax' });

const LANGUAGE_CODE = /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/;
const notALanguageCode = 'preferredLanguage must be a language code such as en or pt-BR';

export const languagePreferencesInput = z.object(
  {
    preferredLanguage: z
      .string({ error: (issue) => (issue.input === undefined ? 'preferredLanguage is required' : notALanguageCode) })
      .min(2, { error: notALanguageCode })
      .max(10, { error: notALanguageCode })
      .regex(LANGUAGE_CODE, { error: notALanguageCode }),
    autoTranslate: flag('autoTranslate'),
  },
  { error: 'The body must be an object with preferredLanguage and autoTranslate' },
);
