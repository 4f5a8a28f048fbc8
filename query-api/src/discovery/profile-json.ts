import type { DiscoveryProfile } from '@sankofa/contracts';
import { toPublicMember, type PublicMemberColumns } from '../members/member-view.ts';
import { distanceBandOf } from './distance-band.ts';
import type { RankedCard } from './ranked-lists.ts';

/** A profile as discovery shows it (the contract's): the public member, how far from the viewer (a band, never a number), its compatibility and boost. */
export type { DiscoveryProfile };

/** The same member's JSON holds until their premium, with an end date, lapses by itself. */
const premiumLapsesAt = ({ is_premium, premium_until }: PublicMemberColumns, now: Date) =>
  is_premium && premium_until !== null && premium_until > now ? premium_until.getTime() : Infinity;

/**
 * Each card's public JSON, kept with the card: the client asks for a page again after every
 * swipe, and a page mostly shows cards it showed before (cards are cached by their lists), so
 * a page joins strings instead of building and serialising 20 objects of 25 fields each.
 */
const publicJson = new WeakMap<PublicMemberColumns, { json: string; until: number }>();

const publicMemberJson = (card: PublicMemberColumns, now: Date): string => {
  const kept = publicJson.get(card);
  if (kept && now.getTime() < kept.until) return kept.json;
  const json = JSON.stringify(toPublicMember(card, now));
  publicJson.set(card, { json, until: premiumLapsesAt(card, now) });
  return json;
};

/** A page as the JSON array of its DiscoveryProfiles, byte for byte what JSON.stringify would give. */
export const discoveryProfilesJson = (page: readonly RankedCard[], now: Date): string => {
  const profiles = page.map(({ candidate, card, distanceKm }) => {
    const fields = `"distanceBand":${JSON.stringify(distanceBandOf(distanceKm))},"compatibility":${candidate.compatibility},"isBoosted":${candidate.isBoosted}`;
    return `${publicMemberJson(card, now).slice(0, -1)},${fields}}`;
  });
  return `[${profiles.join(',')}]`;
};
