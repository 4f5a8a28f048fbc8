import { z } from 'zod';
import { pathIdParams } from './fields.ts';
import { route, withPosition } from './route.ts';

/** The discovery chips' categories, by wire id ('all' is every one). */
export const EVENT_CATEGORY_IDS = ['cultural', 'music', 'food', 'education', 'networking', 'social'] as const;
export type EventCategoryId = (typeof EVENT_CATEGORY_IDS)[number];
export const EVENT_CATEGORY_LABELS: Readonly<Record<EventCategoryId | 'all', string>> = {
  all: 'All Events', cultural: 'Cultural', music: 'Music & Dance', food: 'Food & Dining', education: 'Educational', networking: 'Networking', social: 'Social',
};
/** Section 9: the badge shows above 70; the featured row holds 3; a card shows up to 3 tags. */
export const CULTURAL_BADGE_ABOVE = 70;
export const FEATURED_EVENTS = 3;
export const TAGS_PER_CARD = 3;
export const EVENT_CAPACITY_MIN = 2;
export const EVENT_CAPACITY_MAX = 5000;

export const EVENT_DATE_RANGES = ['all', 'today', 'week', 'month', 'quarter'] as const;
export const EVENT_PRICE_RANGES = ['all', 'free', 'under-25', '25-50', 'over-50'] as const;

/** An event as a member sees it: the spec's event, with the reader's own bookmark, interest and place. */
export const communityEventView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(EVENT_CATEGORY_IDS),
  date: z.string(),
  time: z.string(),
  venue: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  price: z.string(),
  priceAmount: z.number(),
  capacity: z.number(),
  imageUrl: z.string().nullable(),
  organizer: z.string(),
  website: z.string().nullable(),
  tags: z.array(z.string()),
  culturalRelevance: z.number(),
  ageGroup: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  hostId: z.string(),
  attendees: z.number(),
  interestedCount: z.number(),
  /** How many of the reader's open matches marked interest in it or joined it. */
  matchesAttending: z.number(),
  isBookmarked: z.boolean(),
  isInterested: z.boolean(),
  isJoined: z.boolean(),
});
export type CommunityEventView = z.infer<typeof communityEventView>;

const queryFlag = z.enum(['true', 'false']).optional().transform((value) => value === 'true');
const trimmedText = (field: string, max: number) => z.string().trim().max(max, { error: `${field} must be at most ${max} characters` }).optional();

export const listEventsQuery = z.object({
  category: z.enum(['all', ...EVENT_CATEGORY_IDS], { error: `category must be one of all, ${EVENT_CATEGORY_IDS.join(', ')}` }).optional(),
  location: trimmedText('location', 100),
  dateRange: z.enum(EVENT_DATE_RANGES, { error: `dateRange must be one of ${EVENT_DATE_RANGES.join(', ')}` }).optional(),
  priceRange: z.enum(EVENT_PRICE_RANGES, { error: `priceRange must be one of ${EVENT_PRICE_RANGES.join(', ')}` }).optional(),
  culturalEvents: queryFlag,
  search: trimmedText('search', 200),
});
export type ListEventsQuery = z.input<typeof listEventsQuery>;

export const listEvents = route({ method: 'GET', path: '/api/events', query: listEventsQuery, response: z.array(communityEventView) });
export const listCulturalEvents = route({ method: 'GET', path: '/api/events/cultural', response: z.array(communityEventView) });
export const listBookmarkedEvents = route({ method: 'GET', path: '/api/events/bookmarked', response: z.array(communityEventView) });
export const getEvent = route({ method: 'GET', path: '/api/events/:id', params: pathIdParams, response: communityEventView });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const required = (field: string, min: number, message: string, max = 200) =>
  z.string({ error: `${field} is required` }).trim().min(min, { error: message }).max(max, { error: `${field} must be at most ${max} characters` });

/** http or https only: a `javascript:` or `data:` link would run in the member's browser. */
const website = z
  .string({ error: 'Website must be a web address' })
  .trim()
  .max(500, { error: 'Website must be at most 500 characters' })
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, { error: 'Website must be an http or https address' });

/** Host Your Own Event: everything a card shows, validated with messages naming the field. */
export const hostEventBody = z.object({
  title: required('title', 5, 'Title must be at least 5 characters', 120),
  description: required('description', 20, 'Description must be at least 20 characters', 2000),
  category: z.enum(EVENT_CATEGORY_IDS, { error: 'Please select a category' }),
  date: z.string({ error: 'Please select a date' }).regex(ISO_DATE, { error: 'date must be a date as YYYY-MM-DD' }),
  time: z.string({ error: 'Please select a time' }).regex(HH_MM, { error: 'time must be a time as HH:MM' }),
  venue: required('venue', 2, 'Please enter the venue'),
  address: z.string().trim().max(200, { error: 'address must be at most 200 characters' }).optional().default(''),
  city: required('city', 2, 'Please enter the city', 100),
  country: required('country', 2, 'Please enter the country', 100),
  priceAmount: z.number({ error: 'priceAmount must be a number (0 for free)' }).min(0, { error: 'priceAmount cannot be negative' }).max(10000, { error: 'priceAmount must be at most 10000' }),
  capacity: z
    .number({ error: 'capacity must be a number' })
    .int({ error: 'capacity must be a whole number' })
    .min(EVENT_CAPACITY_MIN, { error: `Capacity must be between ${EVENT_CAPACITY_MIN}-${EVENT_CAPACITY_MAX}` })
    .max(EVENT_CAPACITY_MAX, { error: `Capacity must be between ${EVENT_CAPACITY_MIN}-${EVENT_CAPACITY_MAX}` }),
  organizer: required('organizer', 2, 'Please enter the organiser', 120),
  website: z.preprocess((value) => (value === '' || value === null ? undefined : value), website.optional()),
  tags: z.array(z.string().trim().min(1).max(40), { error: 'tags must be a list of words' }).max(10, { error: 'At most 10 tags' }).optional().default([]),
  ageGroup: z.string().trim().max(40).optional().default('All ages'),
});
export const hostEvent = route({ method: 'POST', path: '/api/events', body: hostEventBody, response: withPosition({ event: z.object({ id: z.string() }) }) });

/** Without a value the call toggles; with one it sets, so a retried request lands where the first did. */
export const bookmarkEvent = route({
  method: 'POST', path: '/api/events/:id/bookmark', params: pathIdParams,
  body: z.object({ bookmarked: z.boolean({ error: 'bookmarked must be true or false' }).optional() }).optional().default({}),
  response: withPosition({ bookmarked: z.boolean() }),
});
export const markEventInterest = route({
  method: 'POST', path: '/api/events/:id/interest', params: pathIdParams,
  body: z.object({ interested: z.boolean({ error: 'interested must be true or false' }).optional() }).optional().default({}),
  response: withPosition({ interested: z.boolean() }),
});
export const joinEvent = route({
  method: 'POST', path: '/api/events/:id/join', params: pathIdParams,
  response: withPosition({ joined: z.boolean(), attendees: z.number(), capacity: z.number() }),
});

const matchIdField = z.string({ error: 'Please select a match' }).trim().min(1, { error: 'Please select a match' }).max(100, { error: 'matchId must be a match id' });
const personalMessage = z.string({ error: 'Please write a message' }).trim().min(1, { error: 'Please write a message' }).max(500, { error: 'The message must be at most 500 characters' });

/** A meetup card posted in the chat with a match. */
export const suggestMeetup = route({
  method: 'POST', path: '/api/events/suggest-meetup',
  body: z.object({ eventId: z.string({ error: 'eventId is required' }).trim().min(1, { error: 'eventId is required' }).max(100), matchId: matchIdField, message: personalMessage.optional() }),
  response: withPosition({ matchId: z.string(), messageId: z.string() }),
});

/** Invite a Date: an invitation to the other member of a match, who accepts or declines it. */
export const inviteToEvent = route({
  method: 'POST', path: '/api/events/:id/invitations', params: pathIdParams,
  body: z.object({ matchId: matchIdField, message: personalMessage }),
  response: withPosition({ inviteId: z.string() }),
});
export const answerEventInvitation = route({
  method: 'POST', path: '/api/events/:id/invitations/:inviteId/answer', params: z.object({ id: z.string(), inviteId: z.string() }),
  body: z.object({ answer: z.enum(['accepted', 'declined'], { error: 'answer must be accepted or declined' }) }),
  response: withPosition({ answer: z.enum(['accepted', 'declined']) }),
});

export const eventInvitationView = z.object({
  id: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  eventDate: z.string(),
  eventTime: z.string(),
  venue: z.string(),
  city: z.string(),
  matchId: z.string(),
  direction: z.enum(['received', 'sent']),
  /** The other member: who invited the reader, or whom the reader invited. */
  otherMember: z.object({ id: z.string(), firstName: z.string() }),
  message: z.string(),
  status: z.enum(['pending', 'accepted', 'declined']),
  createdAt: z.string(),
});
export type EventInvitationView = z.infer<typeof eventInvitationView>;
export const listEventInvitations = route({ method: 'GET', path: '/api/events/invitations', response: z.array(eventInvitationView) });
