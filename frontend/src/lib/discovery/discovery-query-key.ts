import { getDiscovery, getPreferences } from '@sankofa/contracts';

/** Discover's profiles: saving filters and swiping both refetch them through this key. */
export const discoveryQueryKey = [getDiscovery.path] as const;

/** The member's saved filters, read by Discover's neighbours (Filters, Profile). */
export const preferencesQueryKey = [getPreferences.path] as const;
