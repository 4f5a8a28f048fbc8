import { z } from 'zod';
import { defineEvent } from '../catalog.ts';

/**
 * On `member-<memberId>`: the member downloaded the archive of everything Sankofa holds about her
 * (Settings, 'Download my data'). Recorded before the first byte leaves, so her security log shows
 * every copy taken, and counted by the per-member download limit.
 */
export const PersonalDataDownloaded = defineEvent('PersonalDataDownloaded', z.object({ memberId: z.string(), downloadedAt: z.string() }));

export const personalDataEvents = [PersonalDataDownloaded] as const;
