import { MatchOptimizationRequested, ProfileUpdated, SwipeRecorded, memberStream, newEvent, pairStream, type ProfileFields } from '@sankofa/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberRegistered } from '../runtime/testing/given-events.ts';
import { recordEvents, rowsAfterBatches } from '../runtime/testing/projector-rows.ts';
import { openTestLog, type TestLog } from '../runtime/testing/test-log.ts';
import { DIMENSIONS, learnedWeightsOf, type Similarities } from './compatibility.ts';
import { aiMatchingProjector } from './projector.ts';

const ghanaian: Partial<ProfileFields> = { heritage: 'Ghanaian', ethnicGroup: 'Akan', homeCountry: 'Ghana', languages: ['Twi', 'English'], religionSpirituality: 'Christian' };
const nigerian: Partial<ProfileFields> = { heritage: 'Nigerian', ethnicGroup: 'Igbo', homeCountry: 'Nigeria', languages: ['Igbo'], religionSpirituality: 'Christian' };

const registered = (memberId: string, profile: Partial<ProfileFields>) => [memberStream(memberId), memberRegistered(memberId, profile)] as const;
const swipe = (swiperId: string, swipedId: string, isLike: boolean) =>
  [pairStream(swiperId, swipedId), newEvent(SwipeRecorded, { swiperId, swipedId, isLike, isSuperLike: false }, { actorId: swiperId, correlationId: 'test' })] as const;

const SELECT = 'SELECT member_id, likes, passes, like_sums, pass_sums FROM ai_learned_weights ORDER BY member_id';
interface Row {
  member_id: string;
  likes: number;
  passes: number;
  like_sums: number[];
  pass_sums: number[];
}
const asSimilarities = (sums: number[]) => Object.fromEntries(DIMENSIONS.map((dimension, index) => [dimension, sums[index] ?? 0])) as Similarities;
const learnedOf = (row: Row) => learnedWeightsOf({ likes: row.likes, passes: row.passes, likeSums: asSimilarities(row.like_sums), passSums: asSimilarities(row.pass_sums) });

describe('ai_matching projector: Learning Mode', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it("moves a member's weights toward what the members they like share with them, the same however the batches fall", async () => {
    const events = await recordEvents(log, [
      registered('ama', ghanaian),
      registered('kofi', ghanaian),
      registered('esi', ghanaian),
      registered('chidi', nigerian),
      registered('emeka', nigerian),
      // Ama likes her own heritage and passes the other; Kofi the other way round.
      swipe('ama', 'esi', true),
      swipe('ama', 'chidi', false),
      swipe('kofi', 'emeka', true),
      swipe('kofi', 'esi', false),
    ]);
    const rows = (await rowsAfterBatches(log, aiMatchingProjector, [events], SELECT)) as unknown as Row[];
    const [ama, kofi] = rows.map(learnedOf);
    expect(rows.map((row) => [row.member_id, row.likes, row.passes])).toEqual([['ama', 1, 1], ['kofi', 1, 1]]);
    expect(ama?.cultural).toBeGreaterThan(50);
    expect(ama?.language).toBeGreaterThan(50);
    expect(kofi?.cultural).toBeLessThan(50);
    expect(kofi?.language).toBeLessThan(50);
    // Religion is shared by everyone here: nothing to learn about it.
    expect(ama?.religion).toBe(50);

    expect(await rowsAfterBatches(log, aiMatchingProjector, [events, events], SELECT)).toEqual(rows);
    expect(await rowsAfterBatches(log, aiMatchingProjector, [events.slice(0, 6), events.slice(3, 8), events.slice(8)], SELECT)).toEqual(rows);
  });

  it('learns from more likes in the same direction: a second like of her heritage moves her cultural weight further', async () => {
    const events = await recordEvents(log, [registered('abena', ghanaian), registered('yaw', ghanaian), registered('obi', nigerian), swipe('abena', 'obi', true)]);
    const [first] = (await rowsAfterBatches(log, aiMatchingProjector, [events], SELECT)) as unknown as Row[];
    const more = await recordEvents(log, [swipe('abena', 'yaw', true)]);
    const [second] = (await rowsAfterBatches(log, aiMatchingProjector, [events, more], SELECT)) as unknown as Row[];
    expect(learnedOf(second!).cultural).toBeGreaterThan(learnedOf(first!).cultural);
  });
});

describe('ai_matching projector: Optimize', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it("refits the member's weights from their swipes against the profiles as they are now", async () => {
    const events = await recordEvents(log, [
      registered('adwoa', ghanaian),
      registered('kojo', nigerian),
      registered('ngozi', nigerian),
      swipe('adwoa', 'kojo', true),
      swipe('adwoa', 'ngozi', false),
      // Kojo turns out to share Adwoa's heritage: until she optimises, her model still has him as she liked him.
      [memberStream('kojo'), newEvent(ProfileUpdated, { memberId: 'kojo', changes: { heritage: 'Ghanaian', ethnicGroup: 'Akan', homeCountry: 'Ghana' } }, { actorId: 'kojo', correlationId: 'test' })],
    ]);
    const optimize = await recordEvents(log, [[memberStream('adwoa'), newEvent(MatchOptimizationRequested, { memberId: 'adwoa' }, { actorId: 'adwoa', correlationId: 'test' })]]);
    const [before] = (await rowsAfterBatches(log, aiMatchingProjector, [events], SELECT)) as unknown as Row[];
    const refitted = (await rowsAfterBatches(log, aiMatchingProjector, [events, optimize], SELECT)) as unknown as Row[];
    expect(learnedOf(before!).cultural).toBe(50);
    expect(refitted.map((row) => [row.member_id, row.likes, row.passes])).toEqual([['adwoa', 1, 1]]);
    expect(learnedOf(refitted[0]!).cultural).toBe(100);
    expect(await rowsAfterBatches(log, aiMatchingProjector, [events, optimize, optimize], SELECT)).toEqual(refitted);
    expect(await rowsAfterBatches(log, aiMatchingProjector, [[...events, ...optimize], events.slice(3)], SELECT)).toEqual(refitted);
  });
});

describe('ai_matching projector: folding a batch in memory', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  const TABLES = ['ai_traits ORDER BY member_id', 'ai_swipes ORDER BY swiper_id, swiped_id', 'ai_learned_weights ORDER BY member_id', 'ai_optimizations ORDER BY member_id'];
  const everyTable = (batches: Parameters<typeof rowsAfterBatches>[2]) =>
    Promise.all(TABLES.map((table) => rowsAfterBatches(log, aiMatchingProjector, batches, `SELECT * FROM ${table}`)));

  it('gives the same rows from one batch as from one event per batch: several swipes of one swiper, a changed mind, an edit and an optimisation between them', async () => {
    const update = (memberId: string, changes: Partial<ProfileFields>) =>
      [memberStream(memberId), newEvent(ProfileUpdated, { memberId, changes }, { actorId: memberId, correlationId: 'test' })] as const;
    const optimize = (memberId: string) => [memberStream(memberId), newEvent(MatchOptimizationRequested, { memberId }, { actorId: memberId, correlationId: 'test' })] as const;
    const events = await recordEvents(log, [
      registered('akua', ghanaian),
      registered('kwame', ghanaian),
      registered('uche', nigerian),
      swipe('akua', 'kwame', true),
      swipe('akua', 'uche', false),
      swipe('kwame', 'akua', true),
      // Swiped before registering: recorded, but not learned from.
      swipe('akua', 'nnamdi', true),
      registered('nnamdi', nigerian),
      update('uche', { heritage: 'Ghanaian', languages: ['Twi'] }),
      swipe('akua', 'uche', true),
      optimize('akua'),
      swipe('akua', 'nnamdi', false),
      swipe('uche', 'kwame', true),
      update('kwame', { ethnicGroup: null }),
      swipe('uche', 'akua', false),
    ]);
    const oneByOne = await everyTable(events.map((event) => [event]));
    expect(oneByOne[2]!.length).toBeGreaterThan(0);
    expect(await everyTable([events])).toEqual(oneByOne);
    expect(await everyTable([events.slice(0, 9), events.slice(4)])).toEqual(oneByOne);
  });
});
