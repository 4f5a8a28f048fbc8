import { z } from 'zod';
import { defineEvent } from '../catalog.ts';

/** One stream per viewer and viewed member (ordered: who looked at whom), so a view is decided against that pair's last view alone. */
export const profileViewStream = (viewerId: string, viewedId: string) => `profile-view-${viewerId}-${viewedId}`;

/**
 * A member opened another member's profile; at most one per viewer and profile per hour.
 * `viewedIsPremium`: whether the viewed member was premium at that moment, so that only premium
 * members are notified (the notification is derived from the event alone).
 */
export const ProfileViewed = defineEvent('ProfileViewed', z.object({ viewerId: z.string(), viewedId: z.string(), viewedIsPremium: z.boolean() }));

export const profileViewEvents = [ProfileViewed] as const;
