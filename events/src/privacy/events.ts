import { z } from 'zod';
import { defineEvent, type EventOf } from '../catalog.ts';

/** Who may see how far away a member is: everyone, only her matches, or nobody. */
export const DISTANCE_VISIBILITIES = ['everyone', 'matches', 'nobody'] as const;
export type DistanceVisibility = (typeof DISTANCE_VISIBILITIES)[number];

/**
 * On `member-<memberId>`: the member's Privacy Settings from /security, the whole object. Discovery honours
 * them: a hidden member is in nobody's discovery, and her distance shows only to those she allows.
 */
export const DiscoveryPrivacySaved = defineEvent(
  'DiscoveryPrivacySaved',
  z.object({ memberId: z.string(), distanceVisibility: z.enum(DISTANCE_VISIBILITIES), hideFromDiscovery: z.boolean() }),
);

export const privacyEvents = [DiscoveryPrivacySaved] as const;
export type PrivacyEvent = EventOf<(typeof privacyEvents)[number]>;
