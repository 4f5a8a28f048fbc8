import { z } from 'zod';
import { defineEvent, type EventOf } from '../catalog.ts';

/** A member's influencer application and its review live on one stream, so one application is pending at a time. */
export const influencerStream = (memberId: string) => `influencer-${memberId}`;
/** One stream per follower and influencer: following twice records once. */
export const influencerFollowStream = (influencerId: string, memberId: string) => `influencer-follow-${influencerId}-${memberId}`;
/** One stream per influencer event: its participants are decided at the stream's revision, so it never overfills. */
export const influencerEventStream = (eventId: string) => `influencer-event-${eventId}`;

/** The spec's influencer types. */
export const INFLUENCER_TYPES = ['musician', 'blogger', 'chef', 'artist', 'leader'] as const;
export type InfluencerType = (typeof INFLUENCER_TYPES)[number];

/** On `influencer-<memberId>`: an application, pending until an admin verifies or rejects it. */
export const InfluencerApplied = defineEvent(
  'InfluencerApplied',
  z.object({
    memberId: z.string(),
    influencerType: z.enum(INFLUENCER_TYPES),
    bio: z.string(),
    socialLinks: z.array(z.string()),
    /** The audience the applicant declares on their social channels. */
    followerCount: z.number().int(),
    specialties: z.array(z.string()),
  }),
);

/** On `influencer-<memberId>`: an admin verified the application; the influencer shows in discovery and may host events. */
export const InfluencerVerified = defineEvent('InfluencerVerified', z.object({ memberId: z.string(), adminId: z.string() }));

/** On `influencer-<memberId>`: an admin turned the application down, with the reason the applicant is told. */
export const InfluencerRejected = defineEvent('InfluencerRejected', z.object({ memberId: z.string(), adminId: z.string(), reason: z.string() }));

/** On `influencer-follow-<influencerId>-<memberId>`. */
export const InfluencerFollowed = defineEvent('InfluencerFollowed', z.object({ influencerId: z.string(), memberId: z.string() }));
/** On `influencer-follow-<influencerId>-<memberId>`. */
export const InfluencerUnfollowed = defineEvent('InfluencerUnfollowed', z.object({ influencerId: z.string(), memberId: z.string() }));

/** On `influencer-event-<eventId>`: a verified influencer scheduled a live event. */
export const InfluencerEventScheduled = defineEvent(
  'InfluencerEventScheduled',
  z.object({
    eventId: z.string(),
    influencerId: z.string(),
    eventType: z.string(),
    title: z.string(),
    description: z.string(),
    scheduledAt: z.string(),
    /** Minutes, 30 to 180. */
    duration: z.number().int(),
    maxParticipants: z.number().int(),
  }),
);

/** On `influencer-event-<eventId>`: a member took one of the places. */
export const InfluencerEventJoined = defineEvent('InfluencerEventJoined', z.object({ eventId: z.string(), memberId: z.string() }));
/** On `influencer-event-<eventId>`: a member gave their place back. */
export const InfluencerEventLeft = defineEvent('InfluencerEventLeft', z.object({ eventId: z.string(), memberId: z.string() }));

export const influencerEvents = [
  InfluencerApplied,
  InfluencerVerified,
  InfluencerRejected,
  InfluencerFollowed,
  InfluencerUnfollowed,
  InfluencerEventScheduled,
  InfluencerEventJoined,
  InfluencerEventLeft,
] as const;
export type InfluencerEvent = EventOf<(typeof influencerEvents)[number]>;
