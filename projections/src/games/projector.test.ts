import { AccountDeleted, GameCreated, GameGuessMade, GamePlayerJoined, GameRoundRevealed, GameRoundStarted, GameStatementsTold, gameStream, memberStream, newEvent, type NewEvent } from '@sankofa/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvents, rowsAfterBatches } from '../runtime/testing/projector-rows.ts';
import { openTestLog, type TestLog } from '../runtime/testing/test-log.ts';
import { gamesProjector } from './projector.ts';

const context = { actorId: 'test', correlationId: 'test' };
const T0 = '2025-01-01T12:00:00.000Z';
const on = (gameId: string, event: NewEvent) => [gameStream(gameId), event] as const;

const created = (gameId: string) =>
  on(gameId, newEvent(GameCreated, {
    gameId, gameType: 'lie-detector', creatorId: 'ama', creatorName: 'Ama', matchId: 'm1', invitedIds: ['kofi'],
    minPlayers: 2, maxPlayers: 2, maxRounds: 3, puzzles: [], createdAt: T0,
  }, context));

const SELECT = `SELECT game_id, status, member_ids, player_ids, state->'scores' AS scores, state->'round'->>'revealed' AS revealed FROM games ORDER BY game_id`;

describe('games projector', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it("keeps each game's folded state and who may see it, the same however the events are batched or applied again", async () => {
    const events = await recordEvents(log, [
      created('g1'),
      created('g2'),
      on('g1', newEvent(GamePlayerJoined, { gameId: 'g1', memberId: 'kofi', firstName: 'Kofi', joinedAt: T0 }, context)),
      on('g1', newEvent(GameRoundStarted, { gameId: 'g1', round: 1, tellerId: 'ama', guesserId: 'kofi', startedAt: T0, answerDeadline: null }, context)),
      on('g1', newEvent(GameStatementsTold, { gameId: 'g1', round: 1, tellerId: 'ama', statements: ['a', 'b', 'c'], lieIndex: 1 }, context)),
      on('g1', newEvent(GameGuessMade, { gameId: 'g1', round: 1, memberId: 'kofi', guess: '1', correct: true, points: 10 }, context)),
      on('g1', newEvent(GameRoundRevealed, { gameId: 'g1', round: 1 }, context)),
    ]);
    const once = await rowsAfterBatches(log, gamesProjector, [events], SELECT);
    expect(once).toEqual([
      { game_id: 'g1', status: 'active', member_ids: ['ama', 'kofi'], player_ids: ['ama', 'kofi'], scores: { ama: 0, kofi: 10 }, revealed: 'true' },
      { game_id: 'g2', status: 'waiting', member_ids: ['ama', 'kofi'], player_ids: ['ama'], scores: { ama: 0 }, revealed: null },
    ]);
    expect(await rowsAfterBatches(log, gamesProjector, [events, events], SELECT)).toEqual(once);
    expect(await rowsAfterBatches(log, gamesProjector, [events.slice(0, 3), events.slice(2, 5), events.slice(4)], SELECT)).toEqual(once);
  });

  it("drops a deleted member's games, and keeps the others'", async () => {
    const events = await recordEvents(log, [
      created('g3'),
      on('g4', newEvent(GameCreated, {
        gameId: 'g4', gameType: 'lie-detector', creatorId: 'esi', creatorName: 'Esi', matchId: 'm2', invitedIds: ['kofi'],
        minPlayers: 2, maxPlayers: 2, maxRounds: 3, puzzles: [], createdAt: T0,
      }, context)),
      [memberStream('ama'), newEvent(AccountDeleted, { memberId: 'ama' }, context)],
    ]);
    const ids = async (batches: (typeof events)[]) => (await rowsAfterBatches(log, gamesProjector, batches, SELECT)).map(({ game_id }) => game_id);
    expect(await ids([events])).toEqual(['g4']);
    expect(await ids([events, events])).toEqual(['g4']);
    expect(await ids(events.map((event) => [event]))).toEqual(['g4']);
  });
});
