import type { LivePush } from '@sankofa/contracts';
import { MatchMade, SuperLikeSent, eventsOf } from '@sankofa/events';
import type pg from 'pg';
import { MEMBERS_PROJECTOR } from '@sankofa/projections/members';
import { unlessTableMissing } from '@sankofa/server-kit';
import { batchedLookup, type Lookup } from '../live/batched-lookup.ts';
import { liveMapper, type LiveMapper, type LiveMapperDependencies } from '../live/live-feed.ts';
import type { PublicMember } from '../members/member-view.ts';
import { publicMembersById } from '../members/public-members.ts';

const cardLookups = new WeakMap<pg.Pool, Lookup<string, PublicMember>>();

/**
 * The cards of the matches and super likes released together by one checkpoint read, in one query.
 * A card still missing, or a table not created yet, goes without.
 */
const cardsOf = (pool: pg.Pool, ids: readonly string[]) => {
  let lookup = cardLookups.get(pool);
  if (!lookup) cardLookups.set(pool, (lookup = batchedLookup((batch) => unlessTableMissing(() => publicMembersById(pool, batch), new Map()))));
  return lookup(ids);
};

/**
 * The cards as the members read model holds them now: a card is written at sign-up, long before a
 * match, so the live push does not wait for every projector of the log to pass the event. Only a
 * missing card (a member whose sign-up is still being projected) waits for the members projector
 * and is read again. A profile edited in the same instant may show its previous photo or bio.
 */
const currentCards = async ({ pool, projectorsPassed }: LiveMapperDependencies, ids: readonly string[], position: string) => {
  const cards = await cardsOf(pool, ids);
  if (ids.every((id) => cards.has(id))) return cards;
  await projectorsPassed([MEMBERS_PROJECTOR], position);
  return cardsOf(pool, ids);
};

/** `new_match` to both members, each with the other's card (the spec's `payload.matchedUser`); null only if the card cannot be found. */
export const newMatchLiveMapper: LiveMapper<LivePush> = liveMapper(eventsOf(MatchMade), async (event, dependencies) => {
  const { matchId, userId1, userId2 } = event.data;
  // Sent even if the members read model stays behind: the match matters more than the card.
  const members = await currentCards(dependencies, [userId1, userId2], event.position);
  return [
    { memberId: userId1, type: 'new_match', payload: { matchId, matchedUser: members.get(userId2) ?? null } },
    { memberId: userId2, type: 'new_match', payload: { matchId, matchedUser: members.get(userId1) ?? null } },
  ];
});

/** `super_like` to its target, with the card of the member who sent it. */
export const superLikeLiveMapper: LiveMapper<LivePush> = liveMapper(eventsOf(SuperLikeSent), async (event, dependencies) => {
  const { swiperId, swipedId } = event.data;
  const members = await currentCards(dependencies, [swiperId], event.position);
  return [{ memberId: swipedId, type: 'super_like', payload: { fromMember: members.get(swiperId) ?? null } }];
});

export const swipesLiveMappers: readonly LiveMapper[] = [newMatchLiveMapper, superLikeLiveMapper];
