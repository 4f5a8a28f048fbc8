import { describe, expect, it } from 'vitest';
import { GAME_TYPES, type GameView } from '@sankofa/contracts';
import '../../../lib/i18n/in-tests.ts';
import { nameIn, outcomeOf } from './game-people.ts';
import { triviaMatchOf } from './use-trivia-for-match.ts';

const game = (winnerId: string | null): GameView => ({
  id: 'g1', gameTypeId: 'lie-detector', gameType: GAME_TYPES['lie-detector'], status: 'completed', matchId: 'm1', currentRound: 3, maxRounds: 3,
  participants: [{ id: 'ama', firstName: 'Ama' }, { id: 'kofi', firstName: 'Kofi' }], scores: { ama: 10, kofi: 20 },
  tellerId: null, guesserId: null, yourMove: 'none', gameData: null, winnerId, createdAt: '2025-01-01T12:00:00Z', completedAt: '2025-01-01T12:10:00Z',
});

describe('the games screen words', () => {
  it('names the viewer You and the others by first name', () => {
    expect(nameIn(game(null), 'ama', 'ama')).toBe('You');
    expect(nameIn(game(null), 'kofi', 'ama')).toBe('Kofi');
    expect(nameIn(game(null), 'someone-else', 'ama')).toBe('Your match');
  });

  it('tells the winner, or a tie', () => {
    expect(outcomeOf(game('kofi'), 'kofi')).toBe('You win!');
    expect(outcomeOf(game('kofi'), 'ama')).toBe('Kofi wins!');
    expect(outcomeOf(game(null), 'ama')).toBe("It's a tie!");
  });

  it('reads the match of a cultural-trivia date from ?trivia=', () => {
    expect(triviaMatchOf('trivia=m-42')).toBe('m-42');
    expect(triviaMatchOf('?trivia=m-42&x=1')).toBe('m-42');
    expect(triviaMatchOf('')).toBeNull();
    expect(triviaMatchOf('trivia=')).toBeNull();
  });
});
