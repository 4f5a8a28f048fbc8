import { markMessagesDelivered } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

/** The list showed the other member's latest message: this client got it (their tick turns to delivered). */
export const markDelivered = (matchId: string, upToMessageId: string) => callRoute(markMessagesDelivered, { params: { id: matchId }, body: { upToMessageId } });
