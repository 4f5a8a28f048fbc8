import { z } from 'zod';

const age = (field: string) =>
  z.number(`${field} must be a number`).int(`${field} must be a whole number`).min(18, `${field} must be at least 18`).max(100, `${field} must be at most 100`);

const choices = z.array(z.string().max(100, 'each entry must be at most 100 characters'), 'must be a list of strings').max(50, 'at most 50 entries');

/** The Filters screen's whole object; other keys (a client's `userId`, `id`) are dropped, never trusted. */
export const preferencesInput = z
  .object({
    ageMin: age('ageMin'),
    ageMax: age('ageMax'),
    maxDistance: z
      .number('maxDistance must be a number')
      .int('maxDistance must be a whole number of kilometres')
      .min(1, 'maxDistance must be at least 1 km')
      .max(20_000, 'maxDistance must be at most 20000 km'),
    preferredHeritages: choices,
    preferredEthnicGroups: choices,
    preferredLanguages: choices,
    preferredDiasporaGenerations: choices,
    preferredCulturalValues: choices,
    preferredReligions: choices,
    preferredRelationshipGoals: choices,
    dealBreakers: choices,
    // Typed freely on the Filters screen, unlike the other lists.
    preferredCities: z
      .array(z.string().trim().max(100, 'each city must be at most 100 characters'), 'must be a list of strings')
      .max(50, 'at most 50 cities')
      .transform((cities) => cities.filter((city) => city.length > 0)),
    searchInCurrentCity: z.boolean('must be true or false'),
    searchInHomeCountry: z.boolean('must be true or false'),
    searchInDiasporaHubs: z.boolean('must be true or false'),
  })
  .refine((preferences) => preferences.ageMin <= preferences.ageMax, { path: ['ageMin'], message: 'ageMin must not be above ageMax' });

export const languagePreferencesInput = z.object({
  preferredLanguage: z
    .string('preferredLanguage must be a language code')
    .min(2, 'preferredLanguage must be a language code such as en or pt-BR')
    .max(10, 'preferredLanguage must be a language code such as en or pt-BR')
    .regex(/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/, 'preferredLanguage must be a language code such as en or pt-BR'),
  autoTranslate: z.boolean('autoTranslate must be true or false'),
});
