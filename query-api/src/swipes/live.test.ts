import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swipesRouter } from '@sankofa/command-api/swipes';
import { membersQueryRouter } from '../members/routes.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { listen as listenAs } from '../testing/live-client.ts';
import { swipesLiveMappers } from './live.ts';
import { command, joinMember, query, type JoinedMember, type TestMember } from './testing/members.ts';

let stack: FeatureStack;
beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['members', 'moderation'],
    commandRouters: (deps) => [swipesRouter(deps)],
    queryRouters: (deps) => [membersQueryRouter(deps)],
    liveMappers: swipesLiveMappers,
  });
});
afterAll(() => stack.close());

const listen = (member: TestMember) => listenAs(stack.liveUrl, member);

/** The members' cards are on the read side: what the live messages carry, looked up as they go out. */
const cardsReadable = async (...members: JoinedMember[]) => {
  const latest = members.map((member) => member.position).sort().at(-1);
  await query(stack, `/api/users/${members[0]!.id}`, members[0]!, latest);
};

const like = (swiper: TestMember, swiped: TestMember, isSuperLike = false) => command(stack, '/api/swipes', swiper, { swipedId: swiped.id, isLike: true, isSuperLike });

describe('swipes on the live channel', () => {
  it("tells both members of their match, each with the other's card", async () => {
    const [ama, kofi] = [await joinMember(stack, { firstName: 'Ama' }), await joinMember(stack, { firstName: 'Kofi' })];
    await cardsReadable(ama, kofi);
    const [amaLive, kofiLive] = [await listen(ama), await listen(kofi)];
    await like(ama, kofi);
    const { body } = await like(kofi, ama);

    const [forAma, forKofi] = await Promise.all([amaLive.next('new_match'), kofiLive.next('new_match')]);
    expect(forAma.payload).toEqual({ matchId: body.match.id, matchedUser: await query(stack, `/api/users/${kofi.id}`, ama) });
    expect(forKofi.payload).toEqual({ matchId: body.match.id, matchedUser: await query(stack, `/api/users/${ama.id}`, kofi) });
    expect(forKofi.position).toBe(forAma.position);
    amaLive.close();
    kofiLive.close();
  });

  it('tells the super liked member who it was, and no one else', async () => {
    const [esi, yaw, bystander] = [await joinMember(stack, { firstName: 'Esi' }), await joinMember(stack, { firstName: 'Yaw' }), await joinMember(stack)];
    await cardsReadable(esi, yaw);
    const [yawLive, bystanderLive] = [await listen(yaw), await listen(bystander)];
    await like(esi, yaw, true);
    const superLike = await yawLive.next('super_like');
    expect(superLike.payload).toEqual({ fromMember: await query(stack, `/api/users/${esi.id}`, yaw) });
    expect(bystanderLive.received.map((message) => message.type)).toEqual(['auth_ok']);
    yawLive.close();
    bystanderLive.close();
  });
});
