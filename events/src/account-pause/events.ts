import { z } from 'zod';
import { defineEvent } from '../catalog.ts';

/**
 * On `member-<memberId>`: the member paused her account from Settings. Until she resumes, she is
 * shown to no one new (discovery, profile viewers); her matches and conversations stay.
 */
export const AccountPaused = defineEvent('AccountPaused', z.object({ memberId: z.string(), pausedAt: z.string() }));

/** On `member-<memberId>`: the member resumed her paused account; she is shown again. */
export const AccountResumed = defineEvent('AccountResumed', z.object({ memberId: z.string(), resumedAt: z.string() }));

export const accountPauseEvents = [AccountPaused, AccountResumed] as const;
