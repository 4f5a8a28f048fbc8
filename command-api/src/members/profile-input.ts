import { z } from 'zod';
import { coarseLocationText, isOwnImageUrl } from '@sankofa/server-kit';
import { MAX_PHOTOS, TOO_MANY_PHOTOS } from './decide.ts';

/** A required text field: missing, wrong type and blank each get a message naming the field. */
const requiredText = (label: string, max = 100) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

/** An optional choice (ethnic group, generation…): blank means "not said", stored as null. */
const optionalText = (label: string, max = 100) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));

const textList = (label: string) =>
  z
    .array(z.string({ error: `${label} must be a list of text` }).trim().min(1).max(60), { error: `${label} must be a list of text` })
    .max(30, { error: `${label} can have at most 30 entries` });

const OWN_PHOTO = 'Each photo must be a URL that POST /api/media returned for a photo (/api/media/<key>)';

/** Photos are only the URLs this app's media storage issued: a photo elsewhere would tell its site who views the profile. */
const photoUrl = z.string({ error: OWN_PHOTO }).max(200, { error: OWN_PHOTO }).refine(isOwnImageUrl, { error: OWN_PHOTO });

export const photosInput = z.array(photoUrl, { error: 'Photos must be a list of URLs' }).max(MAX_PHOTOS, { error: TOO_MANY_PHOTOS });

export const ageInput = z
  .number({ error: 'Age must be a number' })
  .int({ error: 'Age must be a whole number' })
  .min(18, { error: 'You must be at least 18 years old' })
  .max(100, { error: 'Age must be at most 100' });

export const profileInput = {
  firstName: requiredText('First name'),
  lastName: requiredText('Last name'),
  age: ageInput,
  location: requiredText('Location', 200).transform(coarseLocationText),
  heritage: requiredText('Heritage'),
  profession: requiredText('Profession'),
  ethnicGroup: optionalText('Ethnic group'),
  languages: textList('Languages'),
  diasporaGeneration: optionalText('Diaspora generation'),
  culturalValues: textList('Cultural values'),
  religionSpirituality: optionalText('Religion or spirituality'),
  relationshipGoals: optionalText('Relationship goals'),
  homeCountry: optionalText('Home country'),
};

export const bioText = z.string({ error: 'Bio must be text' }).max(2000, { error: 'Bio must be at most 2000 characters' });

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(-limit, { error: `${label} must be between -${limit} and ${limit}` })
    .max(limit, { error: `${label} must be between -${limit} and ${limit}` });

export const latitudeInput = coordinate('Latitude', 90);
export const longitudeInput = coordinate('Longitude', 180);

export const placeInput = {
  currentCity: optionalText('Current city'),
  currentCountry: optionalText('Current country'),
};
