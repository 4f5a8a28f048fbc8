import { z } from 'zod';
import { defineEvent, type EventOf } from '../catalog.ts';

export const preferencesSchema = z.object({
  ageMin: z.number().int(),
  ageMax: z.number().int(),
  maxDistance: z.number().int(),
  preferredHeritages: z.array(z.string()),
  preferredEthnicGroups: z.array(z.string()),
  preferredLanguages: z.array(z.string()),
  preferredDiasporaGenerations: z.array(z.string()),
  preferredCulturalValues: z.array(z.string()),
  preferredReligions: z.array(z.string()),
  preferredRelationshipGoals: z.array(z.string()),
  dealBreakers: z.array(z.string()),
  preferredCities: z.array(z.string()),
  searchInCurrentCity: z.boolean(),
  searchInHomeCountry: z.boolean(),
  searchInDiasporaHubs: z.boolean(),
  /** Premium: discovery beyond maxDistance. Saves from before it existed read as off. */
  internationalMatching: z.boolean().default(false),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** The spec's defaults, for a member who never saved filters. */
export const DEFAULT_PREFERENCES: Preferences = {
  ageMin: 18,
  ageMax: 65,
  maxDistance: 50,
  preferredHeritages: [],
  preferredEthnicGroups: [],
  preferredLanguages: [],
  preferredDiasporaGenerations: [],
  preferredCulturalValues: [],
  preferredReligions: [],
  preferredRelationshipGoals: [],
  dealBreakers: [],
  preferredCities: [],
  searchInCurrentCity: true,
  searchInHomeCountry: false,
  searchInDiasporaHubs: false,
  internationalMatching: false,
};

/** On `member-<memberId>`: the whole filters object, as the Filters screen saves it. */
export const PreferencesSaved = defineEvent('PreferencesSaved', preferencesSchema.extend({ memberId: z.string() }));
export const LanguagePreferencesSaved = defineEvent(
  'LanguagePreferencesSaved',
  z.object({ memberId: z.string(), preferredLanguage: z.string(), autoTranslate: z.boolean() }),
);

/** On `member-<memberId>`: the language the interface is shown in (one of the shipped ones), applied at each login. */
export const InterfaceLanguageSaved = defineEvent('InterfaceLanguageSaved', z.object({ memberId: z.string(), language: z.string() }));

export const preferenceEvents = [PreferencesSaved, LanguagePreferencesSaved, InterfaceLanguageSaved] as const;
export type PreferenceEvent = EventOf<(typeof preferenceEvents)[number]>;
