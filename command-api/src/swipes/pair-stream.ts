import { randomUUID } from 'node:crypto';
import { ConcurrencyError, MatchOpened, matchStream, newEvent, pairStream, type EventContext, type EventStore, type Position } from '@sankofa/events';
import { handleCommand } from '../handle-command.ts';
import { readFolded } from '../stream-states.ts';
import { pairDecider, type EndMatch } from './decide.ts';
import { matchOf, type Match, type Pair } from './pair.ts';

export const readPair = async (store: EventStore, memberA: string, memberB: string): Promise<Pair> =>
  (await readFolded(store, pairStream(memberA, memberB), pairDecider)).state;

/** The pair's match as their swipes left it, or null: the source of truth a match stream is opened from. */
export const currentMatchOf = async (store: EventStore, memberA: string, memberB: string): Promise<Match | null> => matchOf(await readPair(store, memberA, memberB));

const systemContext = (): EventContext => ({ actorId: 'system', correlationId: randomUUID() });

/**
 * Starts `match-<matchId>` with `MatchOpened`, once: the append expects no stream, so a second
 * call (a retry, two first messages at once) changes nothing and answers null. `MatchMade` on
 * the pair stream is what makes the match; the swipe that made it opens the conversation's stream
 * right after, and whoever first needs it opens it when that swipe's process died in between.
 */
export const ensureMatchOpened = async (store: EventStore, match: Match, context: EventContext = systemContext()): Promise<Position | null> => {
  try {
    const { positions } = await store.append(matchStream(match.matchId), [newEvent(MatchOpened, match, context)], { expected: 'no_stream' });
    return positions[0] ?? null;
  } catch (error) {
    if (error instanceof ConcurrencyError) return null;
    throw error;
  }
};

/**
 * Unmatch or block, for the chat and safety features: records `PairUnmatched` on the pair stream
 * (their likes start over after an unmatch; a block closes the pair for good). Nothing when that
 * match already ended.
 */
export const endMatch = (store: EventStore, pair: { memberA: string; memberB: string }, data: EndMatch['data'], context: EventContext) =>
  handleCommand({ store, stream: pairStream(pair.memberA, pair.memberB), decider: pairDecider, command: { type: 'EndMatch', data }, context });
