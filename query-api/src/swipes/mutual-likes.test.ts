import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { swipesRouter } from '@sankofa/command-api/swipes';
import { MatchMade, type EventOf, type RecordedEvent } from '@sankofa/events';
import { memberStatsQueryRouter } from '../member-stats/routes.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { command, joinMember, query } from './testing/members.ts';

const MEMBERS = 30;

let stack: FeatureStack;
beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['member_stats'],
    commandRouters: (deps) => [swipesRouter(deps)],
    queryRouters: (deps) => [memberStatsQueryRouter(deps)],
  });
});
afterAll(() => stack.close());

const shuffled = <T>(items: T[]): T[] => {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
};

const eventsOfType = async <Event extends RecordedEvent>(type: string): Promise<Event[]> => {
  const events: Event[] = [];
  for await (const event of stack.store.readAll({ types: [type] })) events.push(event as Event);
  return events;
};

describe('members liking each other all at once', () => {
  it(`makes exactly one match for each of the ${(MEMBERS * (MEMBERS - 1)) / 2} pairs of ${MEMBERS} members`, async () => {
    // Premium, so the daily like limit stays out of the way of the race being tested.
    const members = await Promise.all(Array.from({ length: MEMBERS }, () => joinMember(stack, { premium: true })));
    const likes = members.flatMap((swiper) => members.filter((swiped) => swiped !== swiper).map((swiped) => ({ swiper, swiped })));

    const answers = await Promise.all(shuffled(likes).map(({ swiper, swiped }) => command(stack, '/api/swipes', swiper, { swipedId: swiped.id, isLike: true })));

    expect(answers.filter((answer) => answer.status !== 201)).toEqual([]);
    // The log is read only below its oldest open transaction (the projectors' own may still be open).
    const lastPosition = answers.map((answer) => answer.body.position as string).sort().at(-1)!;
    await vi.waitUntil(async () => ((await stack.store.headPosition()) ?? '') >= lastPosition, { timeout: 5_000 });
    const made = await eventsOfType<EventOf<typeof MatchMade>>(MatchMade.type);
    const pairs = new Set(made.map((event) => event.stream));
    expect(made).toHaveLength(likes.length / 2);
    expect(pairs.size).toBe(likes.length / 2);

    const answeredMatches = new Set(answers.flatMap((answer) => (answer.body.match ? [answer.body.match.id as string] : [])));
    expect([...answeredMatches].sort()).toEqual(made.map((event) => event.data.matchId).sort());

    for (const member of members) {
      expect(await query(stack, '/api/user/stats', member, lastPosition)).toEqual({ matches: MEMBERS - 1, likesGiven: MEMBERS - 1, superLikes: 0 });
    }
  });
});
