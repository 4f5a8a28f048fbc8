import { MatchMade, eventsOf, matchStream, type EventContext, type EventStore, type EventsIn } from '@sankofa/events';
import { NotFoundError } from '@sankofa/server-kit';
import { currentMatchOf, ensureMatchOpened } from '../swipes/index.ts';
import { MATCH_NOT_FOUND } from './decide.ts';

export interface MatchResolution {
  store: EventStore;
}

const PAIR_CATEGORY = 'swipes';
const matchesMade = eventsOf(MatchMade);

const streamExists = async (store: EventStore, stream: string): Promise<boolean> => {
  for await (const _event of store.readStream(stream, { maxCount: 1 })) return true;
  return false;
};

/**
 * The `MatchMade` that made match `matchId` with `memberId` in it, from the log: the pair streams
 * are the write side's, so this reads no read model. A scan of the log's matches, so only the
 * rare path takes it: a swipe opens its match's stream right after making it (see `recordSwipe`),
 * and only a process that died in between leaves a match id without its stream.
 */
const matchMadeWith = async (store: EventStore, matchId: string, memberId: string): Promise<EventsIn<typeof matchesMade>['data'] | null> => {
  for await (const event of store.readAll({ types: matchesMade.types, categories: [PAIR_CATEGORY] })) {
    const { data } = matchesMade.parse(event);
    if (data.matchId === matchId) return data.userId1 === memberId || data.userId2 === memberId ? data : null;
  }
  return null;
};

/**
 * The match stream a chat request means. `id` is a match id (the Matches list) or the other
 * member's id (the match popup links `/chat/<user id>`). A match made on the pair stream whose
 * `match-<id>` was never opened (the swipe's process died in between) is opened here: found
 * through the pair stream for a member id, through the log's `MatchMade` for a match id.
 * Whether the requester belongs to the match is the conversation decider's question.
 */
export const resolveMatchId = async ({ store }: MatchResolution, memberId: string, id: string, context: EventContext): Promise<string> => {
  if (await streamExists(store, matchStream(id))) return id;
  const withMember = await currentMatchOf(store, memberId, id);
  if (withMember) {
    await ensureMatchOpened(store, withMember, context);
    return withMember.matchId;
  }
  const made = await matchMadeWith(store, id, memberId);
  const match = made && (await currentMatchOf(store, made.userId1, made.userId2));
  if (match?.matchId !== id) throw new NotFoundError(MATCH_NOT_FOUND, 'match_not_found');
  await ensureMatchOpened(store, match, context);
  return id;
};
