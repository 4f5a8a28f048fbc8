import type pg from 'pg';
import { matchStream, type EventContext, type EventStore } from '@sankofa/events';
import { NotFoundError, unlessTableMissing } from '@sankofa/server-kit';
import { currentMatchOf, ensureMatchOpened } from '../swipes/index.ts';
import { MATCH_NOT_FOUND } from './decide.ts';

export interface MatchResolution {
  store: EventStore;
  pool: pg.Pool;
}

const streamExists = async (store: EventStore, stream: string): Promise<boolean> => {
  for await (const _event of store.readStream(stream, { maxCount: 1 })) return true;
  return false;
};

/** The two members of a match the read model knows, a candidate only: the pair stream decides whether it is their match. */
const nominatedPair = (pool: pg.Pool, matchId: string, memberId: string): Promise<{ user_id1: string; user_id2: string } | null> =>
  unlessTableMissing(async () => {
    const { rows } = await pool.query<{ user_id1: string; user_id2: string }>(
      'SELECT user_id1, user_id2 FROM public.matches WHERE id = $1 AND $2 IN (user_id1, user_id2)',
      [matchId, memberId],
    );
    return rows[0] ?? null;
  }, null);

/**
 * The match stream a chat request means. `id` is a match id (the Matches list) or the other
 * member's id (the match popup links `/chat/<user id>`). A match made on the pair stream whose
 * `match-<id>` was never opened (the swipe's process died in between) is opened here: found
 * through the pair stream for a member id, through the read model's candidate for a match id.
 * Whether the requester belongs to the match is the conversation decider's question.
 */
export const resolveMatchId = async ({ store, pool }: MatchResolution, memberId: string, id: string, context: EventContext): Promise<string> => {
  if (await streamExists(store, matchStream(id))) return id;
  const withMember = await currentMatchOf(store, memberId, id);
  if (withMember) {
    await ensureMatchOpened(store, withMember, context);
    return withMember.matchId;
  }
  const candidate = await nominatedPair(pool, id, memberId);
  const match = candidate && (await currentMatchOf(store, candidate.user_id1, candidate.user_id2));
  if (match?.matchId !== id) throw new NotFoundError(MATCH_NOT_FOUND, 'match_not_found');
  await ensureMatchOpened(store, match, context);
  return id;
};
