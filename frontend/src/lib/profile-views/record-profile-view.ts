import type { CommandReply, recordProfileView as recordProfileViewContract } from '@sankofa/contracts';
import { apiSend } from '../api-client.ts';

/**
 * Opening another member's profile tells the server, which counts one view per viewer and
 * profile per hour (the member sees it in Profile viewers if premium). Best effort: a failed
 * record never disturbs the screen that opened the profile.
 */
export const recordProfileView = (memberId: string): Promise<void> =>
  apiSend<CommandReply<typeof recordProfileViewContract>>('POST', `/api/users/${encodeURIComponent(memberId)}/view`).then(
    () => undefined,
    () => undefined,
  );
