import type { LivePush } from '@sankofa/contracts';
import { MatchClosed, eventsOf } from '@sankofa/events';
import { MATCHES_PROJECTOR } from '@sankofa/projections/matches';
import { liveMapper, type LiveMapper } from '../live/live-feed.ts';
import { membersOfMatch } from './queries.ts';

/** `match_closed` to both members, so the list and an open chat drop the match. */
export const matchClosedLiveMapper: LiveMapper<LivePush> = liveMapper(eventsOf(MatchClosed), async (event, { pool, projectorsPassed }) => {
  const { matchId } = event.data;
  if (!(await projectorsPassed([MATCHES_PROJECTOR], event.position))) return [];
  const members = await membersOfMatch(pool, matchId);
  return (members ?? []).map((memberId) => ({ memberId, type: 'match_closed', payload: { matchId } }));
});

export const matchesLiveMappers: readonly LiveMapper[] = [matchClosedLiveMapper];
