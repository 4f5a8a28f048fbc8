import type { Listing } from './decide.ts';

/**
 * The meetup card as a chat message: the chat carries text, so the card is a recognisable first
 * line ('📅 Meetup: ...') with the event's when and where, then the member's own words.
 */
export const MEETUP_CARD_PREFIX = '📅 Meetup: ';

export const meetupCardText = (listing: Pick<Listing, 'title' | 'date' | 'time' | 'venue' | 'city'>, message: string | undefined): string => {
  const card = `${MEETUP_CARD_PREFIX}${listing.title}\n${listing.date} at ${listing.time}, ${listing.venue}, ${listing.city}`;
  return message ? `${card}\n${message}` : card;
};
