import { z } from 'zod';
import { defineEvent } from '../catalog.ts';

/**
 * One stream per community event, `community-event-<eventId>`: every join, bookmark, interest and
 * date invitation of an event meets there, so joins decided at the stream's revision never take
 * more attendees than its capacity, even when many members join at the same instant.
 */
export const communityEventStream = (eventId: string) => `community-event-${eventId}`;

/** The discovery screen's categories (its 'All Events' chip is every one of them). */
export const COMMUNITY_EVENT_CATEGORIES = ['cultural', 'music', 'food', 'education', 'networking', 'social'] as const;
export type CommunityEventCategory = (typeof COMMUNITY_EVENT_CATEGORIES)[number];

/**
 * A member (or the demo community's organisers) listed an event. `date` is `YYYY-MM-DD` and `time`
 * `HH:MM`, local to the venue; `price` is the text shown ('Free', '£15') and `priceAmount` the
 * number the price filter compares; `culturalRelevance` 0-100 earns the 'Cultural Event' badge above 70.
 */
export const CommunityEventListed = defineEvent(
  'CommunityEventListed',
  z.object({
    eventId: z.string(),
    hostId: z.string(),
    title: z.string(),
    description: z.string(),
    category: z.enum(COMMUNITY_EVENT_CATEGORIES),
    date: z.string(),
    time: z.string(),
    venue: z.string(),
    address: z.string(),
    city: z.string(),
    country: z.string(),
    price: z.string(),
    priceAmount: z.number().min(0),
    capacity: z.number().int().min(1),
    imageUrl: z.string().nullable(),
    organizer: z.string(),
    website: z.string().nullable(),
    tags: z.array(z.string()),
    culturalRelevance: z.number().int().min(0).max(100),
    ageGroup: z.string(),
    listedAt: z.string(),
  }),
);

/** A member took one of the event's places. */
export const CommunityEventJoined = defineEvent('CommunityEventJoined', z.object({ eventId: z.string(), memberId: z.string() }));

/** A member saved the event (`bookmarked` true) or took it off their saved list (false). */
export const CommunityEventBookmarkSet = defineEvent('CommunityEventBookmarkSet', z.object({ eventId: z.string(), memberId: z.string(), bookmarked: z.boolean() }));

/** A member marked interest in the event (`interested` true) or withdrew it; their matches see the count. */
export const CommunityEventInterestSet = defineEvent('CommunityEventInterestSet', z.object({ eventId: z.string(), memberId: z.string(), interested: z.boolean() }));

/** `fromId` invited `toId`, the other member of their match `matchId`, to go to the event together. */
export const EventDateInvited = defineEvent(
  'EventDateInvited',
  z.object({ eventId: z.string(), inviteId: z.string(), matchId: z.string(), fromId: z.string(), toId: z.string(), message: z.string(), invitedAt: z.string() }),
);

/** The invited member accepted or declined; only they can. */
export const EventDateInviteAnswered = defineEvent(
  'EventDateInviteAnswered',
  z.object({ eventId: z.string(), inviteId: z.string(), answer: z.enum(['accepted', 'declined']), answeredAt: z.string() }),
);

export const communityEventEvents = [
  CommunityEventListed,
  CommunityEventJoined,
  CommunityEventBookmarkSet,
  CommunityEventInterestSet,
  EventDateInvited,
  EventDateInviteAnswered,
] as const;
