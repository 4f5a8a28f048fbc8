import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamesRouter } from '@sankofa/command-api/games';
import type { GameView } from '@sankofa/contracts';
import { MatchMade, MatchOpened, matchStream, newEvent, pairStream } from '@sankofa/events';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { listen } from '../testing/live-client.ts';
import { memberClient, type Reply } from '../testing/member-client.ts';
import { gamesLiveMappers } from './live.ts';
import { gamesQueryRouter } from './routes.ts';

const context = { actorId: 'test', correlationId: 'test' };
let stack: FeatureStack;
beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['games'],
    commandRouters: (deps) => [gamesRouter(deps)],
    queryRouters: (deps) => [gamesQueryRouter(deps)],
    liveMappers: gamesLiveMappers,
  });
});
afterAll(() => stack?.close());

const { member, post, get, seen } = memberClient(() => stack, {
  emailPrefix: 'gamer',
  firstNamePrefix: 'Player',
  defaults: { lastName: 'Mensah', age: 29, location: 'Accra, Ghana', heritage: 'Ghanaian', profession: 'Designer' },
});

let matchSequence = 0;
const match = async (a: string, b: string): Promise<string> => {
  const matchId = `match-${++matchSequence}-${a.slice(-6)}`;
  await stack.given(pairStream(a, b), newEvent(MatchMade, { matchId, userId1: a, userId2: b }, context));
  seen(await stack.given(matchStream(matchId), newEvent(MatchOpened, { matchId, userId1: a, userId2: b }, context)));
  // Read after the match, so the log scan of the creator's matches sees it (as a member does, seconds after matching).
  await get(a, '/api/games/active');
  return matchId;
};

/** A write names its game only: the member then reads the game as they see it, at the write's position. */
const readAfter = async (memberId: string, written: Reply): Promise<Reply> =>
  written.status >= 300 ? written : { status: written.status, body: { game: (await get(memberId, `/api/games/${written.body.game.id}`)).body } };
const create = async (memberId: string, body: Record<string, unknown>) => readAfter(memberId, await post(memberId, '/api/games/create', body));
const join = async (memberId: string, gameId: string) => readAfter(memberId, await post(memberId, `/api/games/${gameId}/join`, {}));
const act = async (memberId: string, gameId: string, action: string, data?: unknown) => readAfter(memberId, await post(memberId, `/api/games/${gameId}/action`, { action, data }));
const active = async (memberId: string) => (await get(memberId, '/api/games/active')).body as GameView[];
const STATEMENTS = { statements: ['I speak Twi', 'I was born in Kumasi', 'I climbed Kilimanjaro'], lieIndex: 2 };

describe('creating and joining games', () => {
  it('offers a game for a match to its other member only', async () => {
    const [ama, kofi, outsider] = [await member(), await member(), await member()];
    const matchId = await match(ama, kofi);
    const created = await create(ama, { gameType: 'lie-detector', matchId });
    expect(created.status).toBe(201);
    const game = created.body.game as GameView;
    expect(game).toMatchObject({ status: 'waiting', currentRound: 1, maxRounds: 3, matchId, yourMove: 'wait', gameType: { name: 'Lie Detector' } });
    expect(game.participants.map((player) => player.firstName)).toEqual([expect.stringMatching(/^Player/)]);

    expect((await active(kofi)).map((listed) => [listed.id, listed.yourMove])).toEqual([[game.id, 'join']]);
    expect(await active(outsider)).toEqual([]);
    expect((await get(outsider, `/api/games/${game.id}`)).status).toBe(404);
    expect(await join(outsider, game.id)).toMatchObject({ status: 404, body: { code: 'game_not_found' } });
    expect(await act(outsider, game.id, 'guess', 0)).toMatchObject({ status: 404, body: { code: 'game_not_found' } });

    const joined = await join(kofi, game.id);
    expect(joined.status).toBe(200);
    expect(joined.body.game).toMatchObject({ status: 'active', yourMove: 'wait', tellerId: ama, guesserId: kofi });
    expect((await join(kofi, game.id)).status).toBe(200);
  });

  it('offers a game without a match to every match of the creator, until its seats are taken', async () => {
    const [ama, kofi, zuri] = [await member(), await member(), await member()];
    await match(ama, kofi);
    await match(zuri, ama);
    const game = (await create(ama, { gameType: 'guessary' })).body.game as GameView;
    expect((await active(kofi)).map((listed) => listed.id)).toEqual([game.id]);
    expect((await active(zuri)).map((listed) => listed.id)).toEqual([game.id]);
    expect(((await get(zuri, `/api/games/${game.id}`)).body as GameView).yourMove).toBe('join');
    const zuriLive = await listen(stack.liveUrl, { id: zuri, firstName: '', headers: await stack.bearer(zuri) });
    expect((await join(kofi, game.id)).status).toBe(200);
    expect(await active(zuri)).toEqual([]);
    expect(await join(zuri, game.id)).toMatchObject({ status: 409, body: { code: 'game_full' } });
    // Once the seat is taken, the other match neither sees the game nor its board.
    expect((await get(zuri, `/api/games/${game.id}`)).status).toBe(404);
    const seatTaken = () => zuriLive.received.find((message) => message.type === 'game_updated' && message.payload.game.yourMove === 'none');
    await expect.poll(seatTaken).toBeDefined();
    expect(seatTaken()!.payload.game).toMatchObject({ id: game.id, gameData: null, scores: {} });
    zuriLive.close();
  });

  it('refuses a game with nobody to play, another pair\'s match, and bad input, naming the problem', async () => {
    const [loner, ama, kofi] = [await member(), await member(), await member()];
    const theirs = await match(ama, kofi);
    expect(await create(loner, { gameType: 'lie-detector' })).toMatchObject({ status: 409, body: { code: 'no_match_to_play' } });
    expect(await create(loner, { gameType: 'lie-detector', matchId: theirs })).toMatchObject({ status: 404, body: { code: 'match_not_found' } });
    const badType = await create(ama, { gameType: 'chess' });
    expect(badType.status).toBe(400);
    expect(JSON.stringify(badType.body)).toContain('gameType');
    const game = (await create(ama, { gameType: 'lie-detector', matchId: theirs })).body.game as GameView;
    expect((await act(ama, game.id, 'dance')).status).toBe(400);
    expect((await act(ama, game.id, 'tell', { statements: ['only one'], lieIndex: 0 })).status).toBe(400);
    expect(await act(ama, game.id, 'tell', STATEMENTS)).toMatchObject({ status: 409, body: { code: 'game_not_started' } });
  });
});

describe('playing Lie Detector over HTTP', () => {
  it('plays three rounds to a winner, hiding the lie from the guesser until the reveal, live for both', async () => {
    const [ama, kofi] = [await member(), await member()];
    const matchId = await match(ama, kofi);
    const kofiLive = await listen(stack.liveUrl, { id: kofi, firstName: '', headers: await stack.bearer(kofi) });
    const game = (await create(ama, { gameType: 'lie-detector', matchId })).body.game as GameView;
    await join(kofi, game.id);

    let teller = ama;
    let guesser = kofi;
    for (let round = 1; round <= 3; round++) {
      expect(await act(guesser, game.id, 'tell', STATEMENTS)).toMatchObject({ status: 409, body: { code: 'not_your_turn' } });
      const told = await act(teller, game.id, 'tell', STATEMENTS);
      expect(told.body.game.gameData).toMatchObject({ kind: 'lie-detector', lieIndex: 2, revealed: false });
      const seenByGuesser = (await get(guesser, `/api/games/${game.id}`)).body as GameView;
      expect(seenByGuesser).toMatchObject({ yourMove: 'guess', gameData: { statements: STATEMENTS.statements, lieIndex: null } });
      const picked = await act(guesser, game.id, 'guess', round === 1 ? 2 : 0);
      expect(picked.body.game.gameData).toMatchObject({ lieIndex: 2, revealed: true });
      expect(await act(guesser, game.id, 'guess', 1)).toMatchObject({ status: 409, body: { code: round === 3 ? 'game_over' : 'round_revealed' } });
      if (round < 3) expect((await act(teller, game.id, 'next', { round })).body.game.currentRound).toBe(round + 1);
      [teller, guesser] = [guesser, teller];
    }

    const history = (await get(kofi, '/api/games/history')).body as GameView[];
    expect(history).toHaveLength(1);
    // Kofi spotted the lie in round 1 (10); Ama fooled Kofi in round 3 (10) and Kofi fooled Ama in round 2 (10).
    expect(history[0]).toMatchObject({ id: game.id, status: 'completed', scores: { [ama]: 10, [kofi]: 20 }, winnerId: kofi });
    expect(await active(ama)).toEqual([]);

    const update = await kofiLive.next('game_updated');
    expect(update.payload.game.id).toBe(game.id);
    kofiLive.close();
  });

  it('lets only one of two racing picks land', async () => {
    const [ama, kofi] = [await member(), await member()];
    const created = await create(ama, { gameType: 'lie-detector', matchId: await match(ama, kofi) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const game = created.body.game as GameView;
    await join(kofi, game.id);
    await act(ama, game.id, 'tell', STATEMENTS);
    const replies = await Promise.all([act(kofi, game.id, 'guess', 2), act(kofi, game.id, 'guess', 0)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.status === 409)!.body.code).toBe('round_revealed');
  });
});

describe('Cultural Trivia over HTTP', () => {
  it('keeps each answer hidden from the other players until the reveal', async () => {
    const [ama, kofi] = [await member(), await member()];
    const game = (await create(ama, { gameType: 'cultural-trivia', matchId: await match(ama, kofi), maxRounds: 1 })).body.game as GameView;
    const started = (await join(kofi, game.id)).body.game as GameView;
    expect(started.gameData).toMatchObject({ kind: 'cultural-trivia', correctIndex: null, revealed: false });
    expect(started.yourMove).toBe('answer');
    await act(ama, game.id, 'guess', 0);
    const seenByKofi = (await get(kofi, `/api/games/${game.id}`)).body as GameView;
    expect(seenByKofi.gameData).toMatchObject({ guesses: [{ memberId: ama, guess: null, correct: null }] });
    const done = (await act(kofi, game.id, 'guess', 1)).body.game as GameView;
    expect(done).toMatchObject({ status: 'completed', gameData: { revealed: true, correctIndex: expect.any(Number) } });
  });
});

describe('Guessary over HTTP', () => {
  it('hides the word until the reveal, gives clues to the guesser, and takes a guess in any case', async () => {
    const [ama, kofi] = [await member(), await member()];
    const game = (await create(ama, { gameType: 'guessary', matchId: await match(ama, kofi), maxRounds: 1 })).body.game as GameView;
    const started = (await join(kofi, game.id)).body.game as GameView;
    expect(started).toMatchObject({ yourMove: 'guess', guesserId: kofi, gameData: { kind: 'guessary', word: null, currentClue: 1 } });
    expect(await act(ama, game.id, 'clue')).toMatchObject({ status: 409, body: { code: 'not_your_turn' } });
    expect((await act(kofi, game.id, 'clue')).body.game.gameData).toMatchObject({ currentClue: 2 });
    const wrong = (await act(kofi, game.id, 'guess', 'definitely not it')).body.game as GameView;
    expect(wrong.gameData).toMatchObject({ currentClue: 3, revealed: false });

    // The word, as only the read model's stored state knows it before the reveal.
    const { rows } = await stack.pool.query<{ word: string }>(`SELECT state->'round'->'puzzle'->>'word' AS word FROM games WHERE game_id = $1`, [game.id]);
    const solved = (await act(kofi, game.id, 'guess', rows[0]!.word.toUpperCase())).body.game as GameView;
    expect(solved).toMatchObject({ status: 'completed', winnerId: kofi, gameData: { revealed: true, word: rows[0]!.word } });
    expect(solved.scores[kofi]).toBeGreaterThan(0);
  });
});
