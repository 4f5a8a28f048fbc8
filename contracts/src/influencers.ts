import { z } from 'zod';
import { pathIdParams } from './fields.ts';
import { route, withPosition } from './route.ts';

/** The spec's influencer types, with their labels. */
export const INFLUENCER_TYPE_LABELS = {
  musician: 'Musician/Artist',
  blogger: 'Blogger/Content Creator',
  chef: 'Chef/Food Expert',
  artist: 'Visual Artist',
  leader: 'Community Leader',
} as const;
export type InfluencerTypeId = keyof typeof INFLUENCER_TYPE_LABELS;
const TYPE_IDS = Object.keys(INFLUENCER_TYPE_LABELS) as [InfluencerTypeId, ...InfluencerTypeId[]];

export const INFLUENCER_EVENT_TYPES = ['Q&A Session', 'Cultural Workshop', 'Music Showcase', 'Cooking Demo', 'Art Class', 'Language Exchange', 'Heritage Discussion'] as const;

/** The spec's constants. */
export const INFLUENCER_LIMITS = {
  minFollowers: 1000,
  minBio: 50,
  minDuration: 30,
  maxDuration: 180,
  minParticipants: 5,
  maxParticipants: 100,
  formParticipants: 20,
  storedParticipants: 50,
  defaultDuration: 60,
  specialtiesShown: 3,
} as const;

export const INFLUENCER_MESSAGES = {
  type: 'Please select an influencer type',
  bio: 'Bio must be at least 50 characters',
  socialLinks: 'Please provide at least one social media link',
  followers: 'Minimum 1,000 followers required',
  specialties: 'Please select your specialties',
  eventType: 'Please select an event type',
  title: 'Title must be at least 5 characters',
  description: 'Description must be at least 20 characters',
  scheduledAt: 'Please select a date and time',
  duration: 'Duration must be between 30-180 minutes',
  participants: 'Participants must be between 5-100',
} as const;

/** Links and specialties arrive as a list or as comma-separated text; either way split on commas, trimmed, blanks dropped. */
const commaList = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value.flatMap((item) => (typeof item === 'string' ? item.split(',') : [item])) : value),
    z.array(z.string({ error: message }).trim().max(300, { error: 'Each entry must be at most 300 characters' }), { error: message })
      .transform((items) => items.filter((item) => item.length > 0))
      .refine((items) => items.length > 0, { error: message })
      .refine((items) => items.length <= 20, { error: 'At most 20 entries' }),
  );

/** The client's `userId` is ignored: the applicant is the token's member. */
export const applyAsInfluencer = route({
  method: 'POST',
  path: '/api/influencer-application',
  body: z.object(
    {
      influencerType: z.enum(TYPE_IDS, { error: INFLUENCER_MESSAGES.type }),
      bio: z.string({ error: INFLUENCER_MESSAGES.bio }).trim().min(INFLUENCER_LIMITS.minBio, { error: INFLUENCER_MESSAGES.bio }).max(2000, { error: 'Bio must be at most 2000 characters' }),
      socialLinks: commaList(INFLUENCER_MESSAGES.socialLinks),
      followerCount: z.coerce
        .number({ error: INFLUENCER_MESSAGES.followers })
        .int({ error: INFLUENCER_MESSAGES.followers })
        .min(INFLUENCER_LIMITS.minFollowers, { error: INFLUENCER_MESSAGES.followers })
        .max(1_000_000_000, { error: 'followerCount is too large' })
        .default(INFLUENCER_LIMITS.minFollowers),
      specialties: commaList(INFLUENCER_MESSAGES.specialties),
    },
    { error: 'The body must be an object' },
  ),
  response: withPosition({ status: z.literal('pending') }),
});

const verificationStatus = z.enum(['pending', 'verified', 'rejected']);

export const culturalInfluencer = z.object({
  /** The influencer's member id. */
  id: z.string(),
  name: z.string(),
  influencerType: z.enum(TYPE_IDS),
  verificationStatus,
  bio: z.string(),
  socialLinks: z.array(z.string()),
  /** The declared social audience plus the members following on Sankofa. */
  followerCount: z.number().int(),
  /** Members following on Sankofa (from the read model). */
  sankofaFollowers: z.number().int(),
  isFollowing: z.boolean(),
  specialties: z.array(z.string()),
  verifiedAt: z.string().nullable(),
});
export type CulturalInfluencer = z.infer<typeof culturalInfluencer>;

/** Only verified influencers. */
export const listCulturalInfluencers = route({ method: 'GET', path: '/api/cultural-influencers', response: z.array(culturalInfluencer) });

/** The reader's own application, if any: drives the Apply/Host tab (pending, verified: Host an Event, rejected with its reason). */
export const myInfluencerStatus = route({
  method: 'GET',
  path: '/api/influencer-application',
  response: z.object({ status: z.enum(['none', 'pending', 'verified', 'rejected']), rejectionReason: z.string().nullable() }),
});

export const followInfluencer = route({ method: 'POST', path: '/api/cultural-influencers/:id/follow', params: pathIdParams, response: withPosition({ following: z.literal(true) }) });
export const unfollowInfluencer = route({ method: 'DELETE', path: '/api/cultural-influencers/:id/follow', params: pathIdParams, response: withPosition({ following: z.literal(false) }) });

/** The client's `influencerId` is ignored: the host is the token's member, who must be a verified influencer. */
export const createInfluencerEvent = route({
  method: 'POST',
  path: '/api/influencer-event',
  body: z.object(
    {
      eventType: z.enum(INFLUENCER_EVENT_TYPES, { error: INFLUENCER_MESSAGES.eventType }),
      title: z.string({ error: INFLUENCER_MESSAGES.title }).trim().min(5, { error: INFLUENCER_MESSAGES.title }).max(120, { error: 'Title must be at most 120 characters' }),
      description: z.string({ error: INFLUENCER_MESSAGES.description }).trim().min(20, { error: INFLUENCER_MESSAGES.description }).max(2000, { error: 'Description must be at most 2000 characters' }),
      scheduledAt: z
        .string({ error: INFLUENCER_MESSAGES.scheduledAt })
        .min(1, { error: INFLUENCER_MESSAGES.scheduledAt })
        .refine((value) => !Number.isNaN(Date.parse(value)), { error: 'scheduledAt must be an ISO date and time' }),
      duration: z.coerce
        .number({ error: INFLUENCER_MESSAGES.duration })
        .int({ error: INFLUENCER_MESSAGES.duration })
        .min(INFLUENCER_LIMITS.minDuration, { error: INFLUENCER_MESSAGES.duration })
        .max(INFLUENCER_LIMITS.maxDuration, { error: INFLUENCER_MESSAGES.duration })
        .default(INFLUENCER_LIMITS.defaultDuration),
      maxParticipants: z.coerce
        .number({ error: INFLUENCER_MESSAGES.participants })
        .int({ error: INFLUENCER_MESSAGES.participants })
        .min(INFLUENCER_LIMITS.minParticipants, { error: INFLUENCER_MESSAGES.participants })
        .max(INFLUENCER_LIMITS.maxParticipants, { error: INFLUENCER_MESSAGES.participants })
        .default(INFLUENCER_LIMITS.storedParticipants),
    },
    { error: 'The body must be an object' },
  ),
  response: withPosition({ id: z.string() }),
});

export const influencerEvent = z.object({
  id: z.string(),
  influencerId: z.string(),
  hostName: z.string(),
  title: z.string(),
  eventType: z.string(),
  description: z.string(),
  scheduledAt: z.string(),
  duration: z.number().int(),
  currentParticipants: z.number().int(),
  maxParticipants: z.number().int(),
  /** Whether the reader holds a place. */
  joined: z.boolean(),
});
export type InfluencerEventView = z.infer<typeof influencerEvent>;

/** Upcoming events, soonest first. */
export const listInfluencerEvents = route({ method: 'GET', path: '/api/influencer-events', response: z.array(influencerEvent) });

export const joinInfluencerEvent = route({ method: 'POST', path: '/api/join-influencer-event/:id', params: pathIdParams, response: withPosition({ joined: z.literal(true) }) });
export const leaveInfluencerEvent = route({ method: 'POST', path: '/api/leave-influencer-event/:id', params: pathIdParams, response: withPosition({ joined: z.literal(false) }) });

export const influencerApplicationView = z.object({
  memberId: z.string(),
  name: z.string(),
  influencerType: z.enum(TYPE_IDS),
  bio: z.string(),
  socialLinks: z.array(z.string()),
  followerCount: z.number().int(),
  specialties: z.array(z.string()),
  appliedAt: z.string(),
});

/** Admins: the pending applications, oldest first. */
export const listInfluencerApplications = route({ method: 'GET', path: '/api/admin/influencer-applications', response: z.array(influencerApplicationView) });
const memberParams = z.object({ memberId: z.string() });
export const verifyInfluencer = route({ method: 'POST', path: '/api/admin/influencer-applications/:memberId/verify', params: memberParams, response: withPosition({ status: z.literal('verified') }) });
export const rejectInfluencer = route({
  method: 'POST',
  path: '/api/admin/influencer-applications/:memberId/reject',
  params: memberParams,
  body: z.object({ reason: z.string({ error: 'reason is required' }).trim().min(1, { error: 'reason is required' }).max(500, { error: 'reason must be at most 500 characters' }) }, { error: 'The body must be an object with reason' }),
  response: withPosition({ status: z.literal('rejected') }),
});
