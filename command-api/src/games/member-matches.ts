import { MatchClosed, MatchMade, MatchOpened, PairUnmatched, eventsOf, matchStream, type EventStore, type Position } from '@sankofa/events';
import { readFolded } from '../stream-states.ts';

export interface OpenMatch {
  matchId: string;
  memberIds: readonly [string, string];
}

const PAIR_CATEGORY = 'swipes';
const madeAndEnded = eventsOf(MatchMade, PairUnmatched);
const openedAndClosed = eventsOf(MatchOpened, MatchClosed);

/**
 * Who is matched with whom, from the pair streams' `MatchMade` and `PairUnmatched` (the write side
 * reads no read model). Kept in memory and read on from where it stopped, so each game created
 * reads only the matches made or ended since the last.
 */
export interface MemberMatches {
  /** The open match `matchId` when `memberId` is in it, else null. */
  openMatch(memberId: string, matchId: string): Promise<OpenMatch | null>;
  /** Every open match of `memberId` (a match made in the last moments may not be seen yet). */
  openMatchesOf(memberId: string): Promise<OpenMatch[]>;
}

export const createMemberMatches = (store: EventStore): MemberMatches => {
  const open = new Map<string, OpenMatch>();
  let readUpTo: Position | undefined;
  let catchingUp: Promise<void> | null = null;

  const readOn = async () => {
    for await (const recorded of store.readAll({ after: readUpTo, types: madeAndEnded.types, categories: [PAIR_CATEGORY] })) {
      const event = madeAndEnded.parse(recorded);
      if (event.type === 'MatchMade') open.set(event.data.matchId, { matchId: event.data.matchId, memberIds: [event.data.userId1, event.data.userId2] });
      else open.delete(event.data.matchId);
      readUpTo = recorded.position;
    }
  };
  // One read at a time: requests arriving meanwhile wait for it, then read on from its end.
  const catchUp = async () => {
    while (catchingUp) await catchingUp;
    catchingUp = readOn().finally(() => (catchingUp = null));
    await catchingUp;
  };

  return {
    // The match's own stream, read at once: the log scan only sees transactions older than every one still open.
    openMatch: async (memberId, matchId) => {
      const { state: match } = await readFolded(store, matchStream(matchId), {
        handles: openedAndClosed,
        initialState: null,
        evolve: (_match, event): OpenMatch | null => (event.type === 'MatchOpened' ? { matchId, memberIds: [event.data.userId1, event.data.userId2] } : null),
      });
      return match?.memberIds.includes(memberId) ? match : null;
    },
    openMatchesOf: async (memberId) => {
      await catchUp();
      return [...open.values()].filter((match) => match.memberIds.includes(memberId));
    },
  };
};

export const otherMemberOf = (match: OpenMatch, memberId: string): string => (match.memberIds[0] === memberId ? match.memberIds[1] : match.memberIds[0]);
