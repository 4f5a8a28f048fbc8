import { z } from 'zod';
import { nothing, route, withPosition } from './route.ts';
import { sensitiveDataConsent } from './sensitive-data-consent.ts';

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

/** The members decider refuses more (command-api checks the two numbers agree). */
export const MAX_PHOTOS = 7;
export const TOO_MANY_PHOTOS = 'Maximum 7 photos allowed';

const OWN_PHOTO = 'Each photo must be a URL that POST /api/media returned for a photo (/api/media/<key>)';
/** `/api/media/<sha256>-full.webp` (a photo, which has smaller sizes beside it) or `<sha256>.<image extension>` (older photos, generated avatars). */
const OWN_IMAGE_URL = /^\/api\/media\/[0-9a-f]{64}(?:-full\.webp|\.(?:jpg|png|webp|gif|svg))$/;

/** Photos are only the URLs this app's media storage issued: a photo elsewhere would tell its site who views the profile. */
const photoUrl = z.string({ error: OWN_PHOTO }).max(200, { error: OWN_PHOTO }).regex(OWN_IMAGE_URL, { error: OWN_PHOTO });

export const photosInput = z.array(photoUrl, { error: 'Photos must be a list of URLs' }).max(MAX_PHOTOS, { error: TOO_MANY_PHOTOS });

const ageInput = z
  .number({ error: 'Age must be a number' })
  .int({ error: 'Age must be a whole number' })
  .min(18, { error: 'You must be at least 18 years old' })
  .max(100, { error: 'Age must be at most 100' });

/** The profile's own fields, as signup and PATCH /api/user take them (the server makes a coordinates location coarse). */
export const profileFields = {
  firstName: requiredText('First name'),
  lastName: requiredText('Last name'),
  age: ageInput,
  location: requiredText('Location', 200),
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

const bioText = z.string({ error: 'Bio must be text' }).max(2000, { error: 'Bio must be at most 2000 characters' });

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(-limit, { error: `${label} must be between -${limit} and ${limit}` })
    .max(limit, { error: `${label} must be between -${limit} and ${limit}` });

const latitudeInput = coordinate('Latitude', 90);
const longitudeInput = coordinate('Longitude', 180);

const placeFields = {
  currentCity: optionalText('Current city'),
  currentCountry: optionalText('Current country'),
};

/** A password a member chooses, at signup or when changing it. */
export const newPasswordInput = z
  .string({ error: (issue) => (issue.input === undefined ? 'Password is required' : 'Password must be text') })
  .min(8, { error: 'Password must be at least 8 characters' })
  // scrypt cost grows with length; no real password is longer.
  .max(256, { error: 'Password must be at most 256 characters' });

const PHONE_CHARACTERS = /^[\d\s+\-()]+$/;

const bioType = z.enum(['text', 'audio', 'video']);
export type BioType = z.infer<typeof bioType>;

/** What any signed-in member may see of another: never e-mail, phone, exact coordinates or security settings. */
export const publicMember = z.object({
  id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  age: z.number(),
  location: z.string(),
  profession: z.string(),
  heritage: z.string(),
  ethnicGroup: z.string().nullable(),
  bio: z.string().nullable(),
  bioType: bioType.nullable(),
  audioBio: z.string().nullable(),
  videoBio: z.string().nullable(),
  culturalValues: z.array(z.string()),
  languages: z.array(z.string()),
  diasporaGeneration: z.string().nullable(),
  religionSpirituality: z.string().nullable(),
  relationshipGoals: z.string().nullable(),
  photos: z.array(z.string()),
  isPremium: z.boolean(),
  isVerified: z.boolean(),
  currentCity: z.string().nullable(),
  currentCountry: z.string().nullable(),
  homeCountry: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicMember = z.infer<typeof publicMember>;

/** The member's own view of themselves (GET /api/user). */
export const privateMember = publicMember.extend({
  email: z.string(),
  phoneNumber: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  twoFactorEnabled: z.boolean(),
  preferredLanguage: z.string().nullable(),
  autoTranslate: z.boolean(),
  role: z.string(),
  /** The interface language the member chose in the profile; null until they choose (the browser's language is used). */
  interfaceLanguage: z.string().nullable(),
  /** Paused from Settings: shown to no one new until she resumes. */
  paused: z.boolean(),
  /** What she lets others see and ranking use; no recorded choice is a no to both. */
  sensitiveDataConsent,
});
export type PrivateMember = z.infer<typeof privateMember>;

/** POST /api/users, with the spec's messages. */
export const signup = route({
  method: 'POST',
  path: '/api/users',
  body: z
    .object({
      email: z
        .string({ error: (issue) => (issue.input === undefined ? 'Email is required' : 'Please enter a valid email address') })
        .trim()
        .pipe(z.email({ error: 'Please enter a valid email address' }).max(254, { error: 'Please enter a valid email address' })),
      password: newPasswordInput,
      phoneNumber: z
        .string({ error: (issue) => (issue.input === undefined ? 'Phone number is required' : 'Please enter a valid phone number') })
        .trim()
        .min(10, { error: 'Phone number must be at least 10 digits' })
        .max(30, { error: 'Please enter a valid phone number' })
        .regex(PHONE_CHARACTERS, { error: 'Please enter a valid phone number' }),
      ...profileFields,
      bio: bioText.nullish().transform((bio) => bio ?? ''),
      languages: profileFields.languages.default([]),
      culturalValues: profileFields.culturalValues.default([]),
      photos: photosInput.default([]),
      latitude: latitudeInput.nullish().transform((value) => value ?? null),
      longitude: longitudeInput.nullish().transform((value) => value ?? null),
      ...placeFields,
      /** Asked at signup in plain words; a signup that does not answer consents to nothing. */
      sensitiveDataConsent: sensitiveDataConsent.default({ ethnicityAndReligion: false, preciseLocation: false }),
    })
    .refine((input) => (input.latitude === null) === (input.longitude === null), {
      error: 'Latitude and longitude go together',
      path: ['longitude'],
    }),
  // The new member as GET /api/user will show it once projected (role and coordinates included).
  response: withPosition({ user: privateMember, auth: z.object({ accessToken: z.string() }) }),
});
export type SignupBody = z.input<typeof signup.body>;

/** PATCH /api/user: absent fields stay as they are. */
export const updateProfile = route({
  method: 'PATCH',
  path: '/api/user',
  body: z.object({ ...profileFields, photos: photosInput }).partial(),
  response: nothing,
});
export type ProfileChangesBody = z.input<typeof updateProfile.body>;

const textBio = z.object({ bioType: z.literal('text'), content: bioText });
/** A recording uploaded earlier through POST /api/media, named by the URL it returned. */
const recordedBioUrl = z.object({ bioType: z.enum(['audio', 'video']), content: z.string({ error: 'content must be the URL of the recording' }) });

/** A recording's bio answers with the recording's URL. */
const bioSaved = withPosition({ url: z.string().optional() });

/** PATCH /api/user/bio with JSON, or as multipart with the recording as `file` beside the `form` fields. */
export const updateBio = route({
  method: 'PATCH',
  path: '/api/user/bio',
  body: z.discriminatedUnion('bioType', [textBio, recordedBioUrl], { error: "bioType must be 'text', 'audio' or 'video'" }),
  form: z.object({ bioType: z.enum(['audio', 'video'], { error: "bioType must be 'audio' or 'video' for an uploaded recording" }) }),
  response: bioSaved,
});
export type BioBody = z.input<typeof updateBio.body>;

/** POST /api/users/:id/update-location: `:id` must be the token's member. */
export const updateLocation = route({
  method: 'POST',
  path: '/api/users/:id/update-location',
  params: z.object({ id: z.string() }),
  body: z.object({
    latitude: latitudeInput,
    longitude: longitudeInput,
    location: z.string({ error: 'Location must be text' }).trim().max(200, { error: 'Location must be at most 200 characters' }).optional(),
    ...placeFields,
  }),
  response: withPosition({ location: z.string().nullable(), currentCity: z.string().nullable(), currentCountry: z.string().nullable() }),
});
export type LocationBody = z.input<typeof updateLocation.body>;

export const getCurrentUser = route({ method: 'GET', path: '/api/user', response: privateMember });

/** GET /api/users/:id: only a member id (a UUID, in either case) names a profile. */
export const getPublicProfile = route({
  method: 'GET',
  path: '/api/users/:id',
  params: z.object({ id: z.guid().transform((id) => id.toLowerCase()) }),
  response: publicMember,
});

export const memberStats = z.object({ matches: z.number(), likesGiven: z.number(), superLikes: z.number() });
export type MemberStats = z.infer<typeof memberStats>;

export const getUserStats = route({ method: 'GET', path: '/api/user/stats', response: memberStats });
