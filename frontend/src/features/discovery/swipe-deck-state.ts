import type { SwipeDirection } from './swipe-constants.ts';

/**
 * The deck's own state, apart from the profiles the server sends: the card flying off, and the
 * ids already swiped. Discovery refetches after every swipe, and a refetch a moment behind the
 * swipe would bring the card back were it not for `swipedIds`.
 */
export interface SwipeDeckState {
  swipedIds: ReadonlySet<string>;
  exiting: { id: string; direction: SwipeDirection } | null;
}

export type SwipeDeckEvent =
  /** The member swiped the top card: it starts to fly off. */
  | { type: 'swiped'; id: string; direction: SwipeDirection }
  /** The card has flown off: it leaves the deck and the next one is on top (unless it was refused meanwhile). */
  | { type: 'exited'; id: string }
  /** The server refused the swipe: the card comes back, even while it is still flying off. */
  | { type: 'refused'; id: string };

export const initialSwipeDeckState: SwipeDeckState = { swipedIds: new Set(), exiting: null };

const withSwiped = (ids: ReadonlySet<string>, id: string, swiped: boolean): ReadonlySet<string> => {
  const next = new Set(ids);
  if (swiped) next.add(id);
  else next.delete(id);
  return next;
};

export function swipeDeckReducer(state: SwipeDeckState, event: SwipeDeckEvent): SwipeDeckState {
  switch (event.type) {
    case 'swiped':
      return { ...state, exiting: { id: event.id, direction: event.direction } };
    case 'exited':
      // A refusal that came back before the card finished flying has already put it back.
      if (state.exiting?.id !== event.id) return state;
      return { swipedIds: withSwiped(state.swipedIds, event.id, true), exiting: null };
    case 'refused':
      return { swipedIds: withSwiped(state.swipedIds, event.id, false), exiting: state.exiting?.id === event.id ? null : state.exiting };
  }
}

/** The profiles still to swipe, in the server's order: each once, none already swiped. */
export function remainingProfiles<Profile extends { id: string }>(loaded: readonly Profile[], state: SwipeDeckState): Profile[] {
  return loaded.filter((profile, index) => loaded.findIndex(({ id }) => id === profile.id) === index && !state.swipedIds.has(profile.id));
}

