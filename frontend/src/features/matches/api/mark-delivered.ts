import type { ResponseOf, markMessagesDelivered } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';
import { matchesQueryKey } from '../../../lib/matches/match-count.ts';

/** The list showed the other member's latest message: this client got it (their tick turns to delivered). */
export const markDelivered = (matchId: string, upToMessageId: string): Promise<ResponseOf<typeof markMessagesDelivered>> =>
  apiSend('POST', `${matchesQueryKey[0]}/${encodeURIComponent(matchId)}/messages/delivered`, { upToMessageId });
