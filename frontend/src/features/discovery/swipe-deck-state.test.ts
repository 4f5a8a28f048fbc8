import { describe, expect, test } from 'vitest';
import { initialSwipeDeckState, remainingProfiles, swipeDeckReducer, type SwipeDeckEvent } from './swipe-deck-state.ts';

const profiles = [{ id: 'ama' }, { id: 'kofi' }, { id: 'esi' }];
const after = (...events: SwipeDeckEvent[]) => events.reduce(swipeDeckReducer, initialSwipeDeckState);

describe('the swipe deck', () => {
  test('a swiped card flies off, then leaves the deck and the next one is on top', () => {
    const flying = after({ type: 'swiped', id: 'ama', direction: 'right' });
    expect(flying.exiting).toEqual({ id: 'ama', direction: 'right' });
    expect(remainingProfiles(profiles, flying).map(({ id }) => id)).toEqual(['ama', 'kofi', 'esi']);

    const advanced = swipeDeckReducer(flying, { type: 'exited', id: 'ama' });
    expect(advanced.exiting).toBeNull();
    expect(remainingProfiles(profiles, advanced).map(({ id }) => id)).toEqual(['kofi', 'esi']);
  });

  test('a pass flies off to the left', () => {
    expect(after({ type: 'swiped', id: 'ama', direction: 'left' }).exiting).toEqual({ id: 'ama', direction: 'left' });
  });

  test('a swipe the server refuses puts the card back on top', () => {
    const refused = after({ type: 'swiped', id: 'ama', direction: 'right' }, { type: 'exited', id: 'ama' }, { type: 'refused', id: 'ama' });
    expect(remainingProfiles(profiles, refused).map(({ id }) => id)).toEqual(['ama', 'kofi', 'esi']);
  });

  test('a refusal that comes back while the card is still flying off puts it back, and the fly-off then changes nothing', () => {
    const refused = after({ type: 'swiped', id: 'ama', direction: 'right' }, { type: 'refused', id: 'ama' });
    expect(refused.exiting).toBeNull();
    const flown = swipeDeckReducer(refused, { type: 'exited', id: 'ama' });
    expect(remainingProfiles(profiles, flown).map(({ id }) => id)).toEqual(['ama', 'kofi', 'esi']);
  });

  test('a refetch a moment behind the swipe does not bring the card back, nor show a profile twice', () => {
    const state = after({ type: 'swiped', id: 'ama', direction: 'right' }, { type: 'exited', id: 'ama' });
    const refetched = [{ id: 'ama' }, { id: 'kofi' }, { id: 'kofi' }, { id: 'esi' }];
    expect(remainingProfiles(refetched, state).map(({ id }) => id)).toEqual(['kofi', 'esi']);
  });

  test('the reducer never changes the state it is given', () => {
    const before = after({ type: 'swiped', id: 'ama', direction: 'right' });
    swipeDeckReducer(before, { type: 'exited', id: 'ama' });
    expect(before.swipedIds.size).toBe(0);
    expect(before.exiting).not.toBeNull();
  });
});
