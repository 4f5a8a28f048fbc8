import { describe, expect, it } from 'vitest';
import type { GamePuzzle, GameType } from '@sankofa/events';
import { specificationFor } from '../testing/decider-specification.ts';
import { gameDecider, type GameCommand } from './decide.ts';

const given = specificationFor(gameDecider);
const T0 = '2025-01-01T12:00:00.000Z';
const LATER = '2025-01-01T12:00:10.000Z';
const TOO_LATE = '2025-01-01T12:00:21.000Z';
const AMA = 'ama';
const KOFI = 'kofi';
const ZURI = 'zuri';
const OUTSIDER = 'outsider';

const WORD: GamePuzzle = { kind: 'word', category: 'Food', word: 'Jollof', clues: ['A rice dish', 'Cooked with tomatoes', 'West Africa argues about it'] };
const QUESTION: GamePuzzle = {
  kind: 'question', questionId: 'q1', question: 'Where is Timbuktu?', options: ['Mali', 'Ghana', 'Kenya', 'Egypt'], correctIndex: 0,
  category: 'History', region: 'West Africa', difficulty: 'easy',
};

const created = (gameType: GameType, puzzles: GamePuzzle[] = [], maxRounds = 3, invitedIds = [KOFI]) => ({
  type: 'GameCreated' as const,
  data: {
    gameId: 'g1', gameType, creatorId: AMA, creatorName: 'Ama', matchId: 'm1', invitedIds,
    minPlayers: 2, maxPlayers: gameType === 'cultural-trivia' ? 4 : 2, maxRounds, puzzles, createdAt: T0,
  },
});
const joined = (memberId = KOFI, firstName = 'Kofi') => ({ type: 'GamePlayerJoined' as const, data: { gameId: 'g1', memberId, firstName, joinedAt: T0 } });
const roundStarted = (round: number, tellerId: string | null, guesserId: string | null, answerDeadline: string | null = null, startedAt = T0) => ({
  type: 'GameRoundStarted' as const,
  data: { gameId: 'g1', round, tellerId, guesserId, startedAt, answerDeadline },
});
const told = (round = 1, tellerId = AMA, lieIndex = 2) => ({
  type: 'GameStatementsTold' as const,
  data: { gameId: 'g1', round, tellerId, statements: ['I speak Twi', 'I was born in Kumasi', 'I have climbed Kilimanjaro'], lieIndex },
});
const guessed = (memberId: string, guess: string, correct: boolean, points: number, round = 1) => ({
  type: 'GameGuessMade' as const, data: { gameId: 'g1', round, memberId, guess, correct, points },
});
const awarded = (memberId: string, points: number, round = 1) => ({ type: 'GamePointsAwarded' as const, data: { gameId: 'g1', round, memberId, points } });
const revealed = (round = 1) => ({ type: 'GameRoundRevealed' as const, data: { gameId: 'g1', round } });
const clue = (clueNumber: number, round = 1) => ({ type: 'GameClueRevealed' as const, data: { gameId: 'g1', round, clueNumber } });
const completed = (scores: Record<string, number>, winnerId: string | null, completedAt = T0) => ({
  type: 'GameCompleted' as const, data: { gameId: 'g1', winnerId, scores, completedAt },
});

const join = (memberId = KOFI, firstName = 'Kofi'): GameCommand => ({ type: 'JoinGame', data: { memberId, firstName, now: T0 } });
const tell = (memberId = AMA, lieIndex = 2): GameCommand => ({
  type: 'TellStatements', data: { memberId, statements: ['I speak Twi', 'I was born in Kumasi', 'I have climbed Kilimanjaro'], lieIndex },
});
const guess = (memberId: string, value: number | string, now = T0): GameCommand => ({ type: 'Guess', data: { memberId, guess: value, now } });
const next = (memberId: string, round?: number): GameCommand => ({ type: 'NextRound', data: { memberId, round, now: T0 } });

const lieDetectorRound1 = [created('lie-detector'), joined(), roundStarted(1, AMA, KOFI), told()];

describe('creating and joining a game', () => {
  it('creates a waiting game with the creator seated, and starts round 1 when the invited match joins', () => {
    given([]).when({
      type: 'CreateGame',
      data: { gameId: 'g1', gameType: 'lie-detector', creatorId: AMA, creatorName: 'Ama', matchId: 'm1', invitedIds: [KOFI], puzzles: [], now: T0 },
    }).then([created('lie-detector')]);
    given([created('lie-detector')]).when(join()).then([joined(), roundStarted(1, AMA, KOFI)]);
  });

  it('refuses a game with nobody to play with', () => {
    given([]).when({
      type: 'CreateGame', data: { gameId: 'g1', gameType: 'guessary', creatorId: AMA, creatorName: 'Ama', matchId: null, invitedIds: [], puzzles: [], now: T0 },
    }).thenThrows({ code: 'no_match_to_play' });
  });

  it('does not exist for a member who was not invited; a repeated join records nothing; a full game takes nobody', () => {
    given([created('lie-detector')]).when(join(OUTSIDER)).thenThrows({ code: 'game_not_found' });
    given([created('lie-detector'), joined(), roundStarted(1, AMA, KOFI)]).when(join()).then([]);
    given([created('lie-detector', [], 3, [KOFI, ZURI]), joined(), roundStarted(1, AMA, KOFI)]).when(join(ZURI, 'Zuri')).thenThrows({ code: 'game_full' });
  });

  it('seats up to four trivia players, the later ones joining the game under way', () => {
    const trivia = [created('cultural-trivia', [QUESTION], 1, [KOFI, ZURI]), joined(), roundStarted(1, null, null, '2025-01-01T12:00:20.000Z')];
    given(trivia).when(join(ZURI, 'Zuri')).then([joined(ZURI, 'Zuri')]);
  });
});

describe('Lie Detector', () => {
  it('lets the teller tell two truths and a lie, and only the teller', () => {
    given([created('lie-detector'), joined(), roundStarted(1, AMA, KOFI)]).when(tell()).then([told()]);
    given([created('lie-detector'), joined(), roundStarted(1, AMA, KOFI)]).when(tell(KOFI)).thenThrows({ code: 'not_your_turn' });
    given(lieDetectorRound1).when(tell()).thenThrows({ code: 'already_told' });
  });

  it('scores the guesser who spots the lie, or the teller whose lie fooled, and reveals', () => {
    given(lieDetectorRound1).when(guess(KOFI, 2)).then([guessed(KOFI, '2', true, 10), revealed()]);
    given(lieDetectorRound1).when(guess(KOFI, 0)).then([guessed(KOFI, '0', false, 0), awarded(AMA, 10), revealed()]);
  });

  it('refuses a pick out of turn, before the statements, after the reveal, out of range, or from someone not playing', () => {
    given(lieDetectorRound1).when(guess(AMA, 2)).thenThrows({ code: 'not_your_turn' });
    given([created('lie-detector'), joined(), roundStarted(1, AMA, KOFI)]).when(guess(KOFI, 2)).thenThrows({ code: 'waiting_for_move' });
    given([...lieDetectorRound1, guessed(KOFI, '2', true, 10), revealed()]).when(guess(KOFI, 1)).thenThrows({ code: 'round_revealed' });
    given(lieDetectorRound1).when(guess(KOFI, 3)).thenThrows({ code: 'validation_failed' });
    given(lieDetectorRound1).when(guess(OUTSIDER, 2)).thenThrows({ code: 'game_not_found' });
    given([created('lie-detector')]).when(guess(AMA, 2)).thenThrows({ code: 'game_not_started' });
  });

  it('lets only one of two racing picks land: the second is decided on the first one\'s reveal', () => {
    const first = gameDecider.decide(guess(KOFI, 2) as never, lieDetectorRound1.reduce((state, event) => gameDecider.evolve(state, event as never), gameDecider.initialState), { actorId: KOFI, correlationId: 'c' });
    given([...lieDetectorRound1, ...first.map(({ type, data }) => ({ type, data }))] as never).when(guess(KOFI, 0)).thenThrows({ code: 'round_revealed' });
  });

  it('swaps roles each round, once per revealed round, and ends after the last with the winner', () => {
    const afterRound1 = [...lieDetectorRound1, guessed(KOFI, '2', true, 10), revealed()];
    given(afterRound1).when(next(AMA, 1)).then([roundStarted(2, KOFI, AMA)]);
    given([...afterRound1, roundStarted(2, KOFI, AMA)]).when(next(KOFI, 1)).then([]);
    given(lieDetectorRound1).when(next(AMA, 1)).thenThrows({ code: 'round_in_progress' });
    const lastRound = [created('lie-detector', [], 1), joined(), roundStarted(1, AMA, KOFI), told()];
    given(lastRound).when(guess(KOFI, 1)).then([guessed(KOFI, '1', false, 0), awarded(AMA, 10), revealed(), completed({ [AMA]: 10, [KOFI]: 0 }, AMA)]);
    given([...lastRound, guessed(KOFI, '1', false, 0), awarded(AMA, 10), revealed(), completed({ [AMA]: 10, [KOFI]: 0 }, AMA)])
      .when(next(AMA)).thenThrows({ code: 'game_over' });
  });
});

describe('Guessary', () => {
  const round1 = [created('guessary', [WORD, WORD, WORD]), joined(), roundStarted(1, null, KOFI)];

  it('compares guesses without case, and scores more for fewer clues', () => {
    given(round1).when(guess(KOFI, '  JOLLOF ')).then([guessed(KOFI, '  JOLLOF ', true, 30), revealed()]);
    given([...round1, clue(2)]).when(guess(KOFI, 'jollof')).then([guessed(KOFI, 'jollof', true, 20), revealed()]);
  });

  it('shows the next clue after a wrong guess, and reveals the word when the clues run out', () => {
    given(round1).when(guess(KOFI, 'fufu')).then([guessed(KOFI, 'fufu', false, 0), clue(2)]);
    given([...round1, clue(2), clue(3)]).when(guess(KOFI, 'fufu')).then([guessed(KOFI, 'fufu', false, 0), revealed()]);
  });

  it('gives clues to the guesser only, while there are clues left', () => {
    given(round1).when({ type: 'RevealClue', data: { memberId: KOFI } }).then([clue(2)]);
    given(round1).when({ type: 'RevealClue', data: { memberId: AMA } }).thenThrows({ code: 'not_your_turn' });
    given([...round1, clue(2), clue(3)]).when({ type: 'RevealClue', data: { memberId: KOFI } }).thenThrows({ code: 'no_more_clues' });
    given(round1).when(guess(AMA, 'jollof')).thenThrows({ code: 'not_your_turn' });
    given([...round1, guessed(KOFI, 'jollof', true, 30), revealed()]).when(guess(KOFI, 'jollof')).thenThrows({ code: 'round_revealed' });
  });
});

describe('Cultural Trivia', () => {
  const deadline = '2025-01-01T12:00:20.000Z';
  const round1 = [created('cultural-trivia', [QUESTION], 1, [KOFI, ZURI]), joined(), joined(ZURI, 'Zuri'), roundStarted(1, null, null, deadline)];

  it('takes one timed answer per player, and reveals once everyone answered', () => {
    given(round1).when(guess(KOFI, 0, LATER)).then([guessed(KOFI, '0', true, 10)]);
    given([...round1, guessed(KOFI, '0', true, 10)]).when(guess(KOFI, 1, LATER)).thenThrows({ code: 'already_answered' });
    given(round1).when(guess(AMA, 0, TOO_LATE)).thenThrows({ code: 'answer_too_late' });
    given([...round1, guessed(KOFI, '0', true, 10), guessed(AMA, '1', false, 0)]).when(guess(ZURI, 0, LATER))
      .then([guessed(ZURI, '0', true, 10), revealed(), completed({ [AMA]: 0, [KOFI]: 10, [ZURI]: 10 }, null, LATER)]);
  });

  it('is revealed by any player once the time is up, not before', () => {
    const reveal = (now: string): GameCommand => ({ type: 'RevealAnswer', data: { memberId: ZURI, now } });
    given(round1).when(reveal(LATER)).thenThrows({ code: 'round_in_progress' });
    given(round1).when(reveal(TOO_LATE)).then([revealed(), completed({ [AMA]: 0, [KOFI]: 0, [ZURI]: 0 }, null, TOO_LATE)]);
  });
});

describe('Emoji Story', () => {
  const story = { type: 'GameEmojiStoryTold' as const, data: { gameId: 'g1', round: 1, tellerId: AMA, emojis: '🦁👑', answer: 'The Lion King', theme: 'film' as const } };
  const round1 = [created('emoji-story'), joined(), roundStarted(1, AMA, KOFI), story];

  it('is told by the teller and guessed by the guesser in up to three tries', () => {
    given([created('emoji-story'), joined(), roundStarted(1, AMA, KOFI)])
      .when({ type: 'TellEmojiStory', data: { memberId: AMA, emojis: '🦁👑', answer: 'The Lion King', theme: 'film' } }).then([story]);
    given(round1).when(guess(KOFI, 'the lion king!')).then([guessed(KOFI, 'the lion king!', true, 30), awarded(AMA, 10), revealed()]);
    given(round1).when(guess(KOFI, 'Madagascar')).then([guessed(KOFI, 'Madagascar', false, 0)]);
    given([...round1, guessed(KOFI, 'a', false, 0), guessed(KOFI, 'b', false, 0)]).when(guess(KOFI, 'c')).then([guessed(KOFI, 'c', false, 0), revealed()]);
    given(round1).when(guess(AMA, 'The Lion King')).thenThrows({ code: 'not_your_turn' });
  });
});

describe('the fold', () => {
  it('keeps the scores of every guess and award', () => {
    const events = [...lieDetectorRound1, guessed(KOFI, '0', false, 0), awarded(AMA, 10), revealed()];
    const game = events.reduce((state, event) => gameDecider.evolve(state, event as never), gameDecider.initialState);
    expect(game.scores).toEqual({ [AMA]: 10, [KOFI]: 0 });
    expect(game.round?.revealed).toBe(true);
  });
});
