import { RecentlyUsedMap } from '@sankofa/server-kit';
import type { PublicMemberColumns } from '../members/member-view.ts';

/** A card as read, with its row's position then. */
export type PositionedCard = PublicMemberColumns & { position: string };

/**
 * The cards pages showed lately, by member, so that asking again for a page (the client does
 * after every swipe) does not read them again. A card is current while its member's row keeps
 * the position it was read at: the projector writes a card and its row together, moving the
 * position. Holds the `capacity` most recently used.
 */
export const createCardCache = (capacity: number) => {
  const cards = new RecentlyUsedMap<string, PositionedCard>(capacity);
  return {
    /** Whether the member's card was read at `position`, without counting as a use (a check asks about cards it may not show). */
    has(id: string, position: string | undefined): boolean {
      return cards.get(id)?.position === position;
    },
    /** The member's card if it was read at `position`. */
    current(id: string, position: string | undefined): PositionedCard | undefined {
      const card = cards.get(id);
      if (card === undefined || card.position !== position) return undefined;
      return cards.use(id);
    },
    remember(card: PositionedCard) {
      cards.set(card.id, card);
    },
  };
};
