import { recordProfileView as recordProfileViewContract } from '@sankofa/contracts';
import { callRoute } from '../api-client.ts';

/**
 * Opening another member's profile tells the server, which counts one view per viewer and
 * profile per hour (the member sees it in Profile viewers if premium). Best effort: a failed
 * record never disturbs the screen that opened the profile.
 */
export const recordProfileView = (memberId: string): Promise<void> =>
  callRoute(recordProfileViewContract, { params: { id: memberId } }).then(
    () => undefined,
    () => undefined,
  );
