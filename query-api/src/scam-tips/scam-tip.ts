import type { MessageView } from '@sankofa/contracts';
import type pg from 'pg';
import { scamAsksIn } from './scam-asks.ts';

/**
 * How long after a match its messages are read for scam asks: romance scammers ask within the
 * first days, before a member has reason to trust them; later, talk of money between two people
 * who know each other is theirs.
 */
export const SCAM_TIP_DAYS = 7;
const SCAM_TIP_MS = SCAM_TIP_DAYS * 24 * 60 * 60 * 1000;

/** The tip is the receiver's: the sender is never told her message looked like a scam. Only a message with a tip carries the field. */
export const withScamTip = (message: MessageView, readerId: string, matchCreatedAt: string | Date): MessageView => {
  const early = Date.parse(message.createdAt) - new Date(matchCreatedAt).getTime() < SCAM_TIP_MS;
  const scamTip = message.senderId !== readerId && message.messageType === 'text' && early && scamAsksIn(message.content).length > 0;
  return scamTip ? { ...message, scamTip } : message;
};

/** When the match was made; null for one the read model does not hold. */
export const matchCreatedAt = async (pool: pg.Pool, matchId: string): Promise<Date | null> =>
  (await pool.query<{ created_at: Date }>('SELECT created_at FROM public.matches WHERE id = $1', [matchId])).rows[0]?.created_at ?? null;
