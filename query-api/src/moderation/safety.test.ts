import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRouters } from '@sankofa/command-api/chat';
import { safetyRouter } from '@sankofa/command-api/safety';
import { matchStream, memberStream, pairStream } from '@sankofa/events';
import { createLogger } from '@sankofa/server-kit';
import { chatQueryRouters } from '../chat/index.ts';
import { matchesQueryRouter } from '../matches/routes.ts';
import { givenMatch, membersNamed, read, send, sendMessage } from '../chat/testing/chat.ts';
import { givenBlock, type TestMember } from '../swipes/testing/members.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { moderationQueryRouter } from './routes.ts';

let stack: FeatureStack;
beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['members', 'matches', 'moderation'],
    commandRouters: (deps) => [...chatRouters({ ...deps, translator: null, logger: createLogger('safety-test', { silent: true }) }), safetyRouter(deps)],
    queryRouters: (deps) => [matchesQueryRouter(deps), ...chatQueryRouters(deps), moderationQueryRouter(deps)],
  });
});
afterAll(() => stack.close());

const eventsOf = async (stream: string) => {
  const events: Array<[string, unknown]> = [];
  for await (const event of stack.store.readStream(stream)) events.push([event.type, event.data]);
  return events;
};
const matchesOf = async (member: TestMember, position?: string) => (await read(stack, '/api/matches', member, position)).body;
const block = (member: TestMember | null, id: string) => send(stack, 'POST', `/api/users/${id}/block`, member);
const report = (member: TestMember | null, id: string, body: unknown) => send(stack, 'POST', `/api/users/${id}/report`, member, body);
const matchNotFound = { status: 404, body: { error: 'Match not found', code: 'match_not_found' } };

describe('unmatch, block and report over HTTP', () => {
  it('answers 401 without a valid token', async () => {
    const someone = '0190a6e0-0000-7000-8000-000000000001';
    expect((await block(null, someone)).status).toBe(401);
    expect((await report(null, someone, { reason: 'spam' })).status).toBe(401);
    expect((await read(stack, '/api/admin/reports', null)).status).toBe(401);
  });

  it('ends a match on unmatch, by match id or member id, for both members and once', async () => {
    const [kofi, ama, esi] = await membersNamed(stack, 'Kofi', 'Ama', 'Esi');
    const match = await givenMatch(stack, kofi, ama);
    const other = await givenMatch(stack, esi, ama);
    const unmatched = await send(stack, 'DELETE', `/api/matches/${match.id}`, ama);
    expect(unmatched).toEqual({ status: 200, body: { position: expect.any(String) } });
    expect(await eventsOf(matchStream(match.id))).toContainEqual(['MatchClosed', { matchId: match.id, byMemberId: ama.id, reason: 'unmatch' }]);
    expect((await eventsOf(pairStream(kofi.id, ama.id))).at(-1)).toEqual(['PairUnmatched', { matchId: match.id, byMemberId: ama.id, reason: 'unmatch' }]);
    expect(await matchesOf(kofi, unmatched.body.position)).toEqual([]);
    expect((await matchesOf(ama)).map((listed: { id: string }) => listed.id)).toEqual([other.id]);
    expect(await read(stack, `/api/matches/${match.id}/messages`, kofi)).toEqual(matchNotFound);
    expect((await sendMessage(stack, kofi, match.id, 'Wait!')).status).toBe(409);

    expect((await send(stack, 'DELETE', `/api/matches/${match.id}`, kofi)).status).toBe(200);
    expect((await eventsOf(matchStream(match.id))).filter(([type]) => type === 'MatchClosed')).toHaveLength(1);
    const byMemberId = await send(stack, 'DELETE', `/api/matches/${esi.id}`, ama);
    expect(byMemberId.status).toBe(200);
    expect(await matchesOf(esi, byMemberId.body.position)).toEqual([]);
  });

  it('blocks a member: the block is recorded, their match ends, and neither sees the other in matches or chat', async () => {
    const [kofi, ama] = await membersNamed(stack, 'Kofi', 'Ama');
    const match = await givenMatch(stack, kofi, ama);
    const blocked = await block(ama, kofi.id);
    expect(blocked).toEqual({ status: 200, body: { position: expect.any(String) } });
    expect(await eventsOf(memberStream(ama.id))).toContainEqual(['MemberBlocked', { memberId: ama.id, blockedMemberId: kofi.id }]);
    expect(await eventsOf(matchStream(match.id))).toContainEqual(['MatchClosed', { matchId: match.id, byMemberId: ama.id, reason: 'block' }]);
    expect((await eventsOf(pairStream(kofi.id, ama.id))).at(-1)).toEqual(['PairUnmatched', { matchId: match.id, byMemberId: ama.id, reason: 'block' }]);
    expect(await matchesOf(kofi, blocked.body.position)).toEqual([]);
    expect(await matchesOf(ama)).toEqual([]);
    expect(await read(stack, `/api/matches/${ama.id}/messages`, kofi)).toEqual(matchNotFound);
    expect(await sendMessage(stack, kofi, ama.id, 'Why?')).toEqual(matchNotFound);

    const events = (await eventsOf(memberStream(ama.id))).length;
    expect((await block(ama, kofi.id)).status).toBe(200);
    expect(await eventsOf(memberStream(ama.id))).toHaveLength(events);
  });

  it('hides a match behind a block even before the match has ended', async () => {
    const [kofi, ama] = await membersNamed(stack, 'Kofi', 'Ama');
    const match = await givenMatch(stack, kofi, ama);
    const position = await givenBlock(stack, kofi, ama);
    expect(await matchesOf(ama, position)).toEqual([]);
    expect((await read(stack, '/api/matches/count', ama)).body).toEqual({ count: 0 });
    expect(await read(stack, `/api/matches/${match.id}`, ama)).toEqual(matchNotFound);
  });

  it('refuses blocking oneself or a member who does not exist', async () => {
    const [ama] = await membersNamed(stack, 'Ama');
    expect(await block(ama, ama.id)).toEqual({ status: 400, body: { error: 'You cannot block yourself', code: 'cannot_block_self' } });
    expect((await block(ama, '0190a6e0-0000-7000-8000-00000000dead')).status).toBe(404);
    expect((await block(ama, 'not a member')).status).toBe(404);
  });

  it('files reports into the moderation queue, which only administrators read', async () => {
    const [kofi, ama, esi] = await membersNamed(stack, 'Kofi', 'Ama', 'Esi');
    const filed = await report(ama, kofi.id, { reason: 'harassment', description: '  Rude messages  ' });
    expect(filed).toEqual({ status: 201, body: { reportId: expect.any(String), position: expect.any(String) } });
    const second = await report(esi, kofi.id, { reason: 'spam' });

    const admin = { id: 'admin', firstName: 'Admin', headers: { authorization: `Bearer ${await stack.tokens.issue({ memberId: 'admin', role: 'admin' })}` } };
    const queue = await read(stack, '/api/admin/reports', admin, second.body.position);
    expect(queue.status).toBe(200);
    expect(queue.body.filter((queued: { reported: { id: string } }) => queued.reported.id === kofi.id)).toEqual([
      {
        id: filed.body.reportId,
        reason: 'harassment',
        description: 'Rude messages',
        status: 'pending',
        createdAt: expect.any(String),
        reporter: { id: ama.id, name: 'Ama Mensah' },
        reported: { id: kofi.id, name: 'Kofi Mensah', photos: [] },
        attachConversation: false,
        reportedMessage: null,
        reportedProfile: expect.objectContaining({ id: kofi.id, name: 'Kofi Mensah' }),
        conversation: null,
      },
      expect.objectContaining({ reason: 'spam', description: '', reporter: { id: esi.id, name: 'Esi Mensah' } }),
    ]);
    expect(await read(stack, '/api/admin/reports', ama)).toEqual({ status: 403, body: { error: 'Only admins can do this', code: 'forbidden' } });
  });

  it('refuses bad reports with a 400 naming the field, oneself, and unknown members', async () => {
    const [kofi, ama] = await membersNamed(stack, 'Kofi', 'Ama');
    const badReason = await report(ama, kofi.id, { reason: 'rude' });
    expect(badReason.status).toBe(400);
    expect(badReason.body.error).toMatch(/^body\.reason: reason must be one of fake_profile, harassment/);
    expect((await report(ama, kofi.id, { reason: 'spam', description: 'x'.repeat(1001) })).body.error).toMatch(/^body\.description: /);
    expect((await report(ama, kofi.id, {})).status).toBe(400);
    expect((await report(ama, ama.id, { reason: 'spam' })).status).toBe(400);
    expect((await report(ama, '0190a6e0-0000-7000-8000-00000000dead', { reason: 'spam' })).status).toBe(404);
  });
});
