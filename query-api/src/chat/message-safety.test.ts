import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { chatRouters } from '@sankofa/command-api/chat';
import { safetyRouter } from '@sankofa/command-api/safety';
import { MessageSent, PreMatchMessageSent, matchStream, memberStream, newEvent, pairStream, type RecordedEvent } from '@sankofa/events';
import { createLogger } from '@sankofa/server-kit';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { matchesQueryRouter } from '../matches/routes.ts';
import { chatQueryRouters } from './index.ts';
import { givenMatch, membersNamed, read, send, sendMessage } from './testing/chat.ts';

let stack: FeatureStack;
beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['members', 'matches', 'moderation'],
    commandRouters: (deps) => [...chatRouters({ ...deps, translator: null, logger: createLogger('message-safety-test', { silent: true }) }), safetyRouter(deps)],
    queryRouters: (deps) => [matchesQueryRouter(deps), ...chatQueryRouters(deps)],
  });
});
afterAll(() => stack.close());

const members = <Names extends string[]>(...names: Names) => membersNamed(stack, ...names);
const eventsOfStream = async (stream: string) => {
  const events: RecordedEvent[] = [];
  for await (const event of stack.store.readStream(stream)) events.push(event);
  return events;
};
const contents = (answer: { body: Array<{ content: string }> }) => answer.body.map((message) => message.content);

describe("'Are you sure?' before a hurtful message", () => {
  it('answers 409 to a flagged text without the confirmation, and appends nothing at all', async () => {
    const [kofi, ama] = await members('Kofi', 'Ama');
    const match = await givenMatch(stack, kofi, ama);
    const headBefore = await stack.shownHead();
    const refused = await sendMessage(stack, kofi, match.id, 'you stupid b1tch');
    expect(refused).toEqual({ status: 409, body: { error: 'This message may come across as hurtful. Are you sure you want to send it?', code: 'message_needs_confirmation' } });
    expect(await stack.shownHead()).toBe(headBefore);
    expect((await send(stack, 'POST', `/api/matches/${match.id}/messages`, kofi, { content: 'je vais te tuer', confirmedDespiteWarning: false })).status).toBe(409);
    expect(await stack.shownHead()).toBe(headBefore);
  });

  it('sends it with the confirmation, recorded as flagged so the receiver is asked whether it bothers her', async () => {
    const [kofi, ama] = await members('Kofi', 'Ama');
    const match = await givenMatch(stack, kofi, ama);
    const sent = await send(stack, 'POST', `/api/matches/${match.id}/messages`, kofi, { content: 'send nudes', confirmedDespiteWarning: true });
    expect(sent).toMatchObject({ status: 201, body: { message: { content: 'send nudes', flagged: true } } });
    const recorded = (await eventsOfStream(matchStream(match.id))).filter((event) => event.type === 'MessageSent');
    expect(recorded.map((event) => event.data)).toEqual([expect.objectContaining({ content: 'send nudes', flagged: true })]);
    const ordinary = await sendMessage(stack, kofi, match.id, 'That movie was killer, want to see the sequel?');
    expect(ordinary).toMatchObject({ status: 201, body: { message: { flagged: false } } });
    const seen = await read(stack, `/api/matches/${match.id}/messages`, ama, ordinary.body.position);
    expect(seen.body.map((message: { flagged: boolean }) => message.flagged)).toEqual([true, false]);
  });

  it('refuses a bad confirmation with a 400 naming the field', async () => {
    const [kofi, ama] = await members('Kofi', 'Ama');
    const match = await givenMatch(stack, kofi, ama);
    const refused = await send(stack, 'POST', `/api/matches/${match.id}/messages`, kofi, { content: 'hi', confirmedDespiteWarning: 'yes' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('confirmedDespiteWarning must be true or false');
  });
});

describe("'Does this bother you?' → report", () => {
  it('reports the sender with the message attached, and only a message the reported member sent her', async () => {
    const [kofi, ama, esi] = await members('Kofi', 'Ama', 'Esi');
    const match = await givenMatch(stack, kofi, ama);
    const hurtful = await send(stack, 'POST', `/api/matches/${match.id}/messages`, kofi, { content: 'you are worthless', confirmedDespiteWarning: true });
    const messageId = hurtful.body.message.id as string;
    const reported = await send(stack, 'POST', `/api/users/${kofi.id}/report`, ama, { reason: 'harassment', messageId });
    expect(reported.status).toBe(201);
    const [filed] = await eventsOfStream(`report-${reported.body.reportId}`);
    expect(filed?.data).toMatchObject({ reporterId: ama.id, reportedMemberId: kofi.id, attachConversation: true, messageId });
    await read(stack, `/api/matches/${match.id}/messages`, ama, reported.body.position);
    expect((await stack.pool.query('SELECT reported_message_id FROM public.reports WHERE id = $1', [reported.body.reportId])).rows).toEqual([{ reported_message_id: messageId }]);

    // Unsending it afterwards takes it from the conversation, not from the report the moderators read.
    const unsent = await send(stack, 'POST', `/api/matches/${match.id}/messages/${messageId}/unsend`, kofi);
    expect(contents(await read(stack, `/api/matches/${match.id}/messages`, ama, unsent.body.position))).toEqual([]);
    const kept = await stack.pool.query('SELECT reported_message_content, reported_message_sent_at FROM public.reports WHERE id = $1', [reported.body.reportId]);
    expect(kept.rows).toEqual([{ reported_message_content: 'you are worthless', reported_message_sent_at: new Date(hurtful.body.message.createdAt) }]);

    const notFound = { status: 404, body: { error: 'Message not found', code: 'message_not_found' } };
    expect(await send(stack, 'POST', `/api/users/${ama.id}/report`, kofi, { reason: 'harassment', messageId })).toEqual(notFound);
    expect(await send(stack, 'POST', `/api/users/${kofi.id}/report`, esi, { reason: 'harassment', messageId })).toEqual(notFound);
    expect((await send(stack, 'POST', `/api/users/${kofi.id}/report`, ama, { reason: 'harassment', messageId: 'not a message id!' })).status).toBe(400);
  });
});

describe('unsending a message', () => {
  it('takes her own message back for both members, its words gone from the read model, the event holding ids only', async () => {
    const [kofi, ama] = await members('Kofi', 'Ama');
    const match = await givenMatch(stack, kofi, ama);
    const oops = await sendMessage(stack, kofi, match.id, 'Wrong chat, sorry!');
    await sendMessage(stack, kofi, match.id, 'Hello Ama');
    const messageId = oops.body.message.id as string;
    const unsent = await send(stack, 'POST', `/api/matches/${match.id}/messages/${messageId}/unsend`, kofi);
    expect(unsent.status).toBe(200);
    for (const reader of [kofi, ama]) expect(contents(await read(stack, `/api/matches/${match.id}/messages`, reader, unsent.body.position))).toEqual(['Hello Ama']);
    expect((await stack.pool.query('SELECT count(*)::int AS count FROM public.messages WHERE id = $1', [messageId])).rows).toEqual([{ count: 0 }]);
    const event = (await eventsOfStream(matchStream(match.id))).find((recorded) => recorded.type === 'MessageUnsent');
    expect(event?.data).toEqual({ matchId: match.id, messageId, senderId: kofi.id });
    // A retry answers as the first did and records nothing more.
    expect((await send(stack, 'POST', `/api/matches/${match.id}/messages/${messageId}/unsend`, kofi)).status).toBe(200);
    expect((await eventsOfStream(matchStream(match.id))).filter((recorded) => recorded.type === 'MessageUnsent')).toHaveLength(1);
  });

  it("refuses the other member's message, an outsider, an unknown message and one sent over ten minutes ago", async () => {
    const [kofi, ama, esi] = await members('Kofi', 'Ama', 'Esi');
    const match = await givenMatch(stack, kofi, ama);
    const hello = await sendMessage(stack, kofi, match.id, 'Hello Ama');
    const unsend = (member: typeof kofi, messageId: string) => send(stack, 'POST', `/api/matches/${match.id}/messages/${messageId}/unsend`, member);
    expect(await unsend(ama, hello.body.message.id)).toEqual({ status: 403, body: { error: 'You can only unsend your own messages', code: 'not_your_message' } });
    expect((await unsend(esi, hello.body.message.id)).status).toBe(404);
    expect(await unsend(kofi, uuidv7())).toEqual({ status: 404, body: { error: 'Message not found', code: 'message_not_found' } });
    const old = uuidv7();
    const elevenMinutesAgo = { actorId: kofi.id, correlationId: 'test', now: new Date(Date.now() - 11 * 60_000) };
    await stack.given(matchStream(match.id), newEvent(MessageSent, { matchId: match.id, messageId: old, senderId: kofi.id, receiverId: ama.id, content: 'Old news', originalLanguage: 'en' }, elevenMinutesAgo));
    expect(await unsend(kofi, old)).toEqual({ status: 409, body: { error: 'A message can be unsent only within 10 minutes of sending it', code: 'unsend_window_passed' } });
  });
});

describe('hidden words', () => {
  it("moves messages holding her words, and messages before any match, to her Hidden folder, for her alone", async () => {
    const [kofi, ama, esi] = await members('Kofi', 'Ama', 'Esi');
    const withAma = await givenMatch(stack, kofi, ama);
    const withEsi = await givenMatch(stack, kofi, esi);
    const saved = await send(stack, 'POST', '/api/user/hidden-words', ama, { words: ['  Salary ', 'salary', 'WhatsApp'] });
    expect(saved.status).toBe(200);
    expect((await read(stack, '/api/user/hidden-words', ama, saved.body.position)).body).toEqual({ words: ['salary', 'whatsapp'] });
    expect((await read(stack, '/api/user/hidden-words', esi, saved.body.position)).body).toEqual({ words: [] });

    await sendMessage(stack, kofi, withAma.id, 'Hi Ama!');
    const hidden = await sendMessage(stack, kofi, withAma.id, 'Add me on WHATSAPP, tell me your SALARY');
    await sendMessage(stack, kofi, withEsi.id, 'Add me on WhatsApp, Esi');
    const mine = await sendMessage(stack, ama, withAma.id, 'My salary is my business');
    const preMatch = newEvent(PreMatchMessageSent, { messageId: uuidv7(), senderId: esi.id, receiverId: ama.id, content: 'Loved your profile!' }, { actorId: esi.id, correlationId: 'test' });
    const position = await stack.given(pairStream(esi.id, ama.id), preMatch);
    await read(stack, '/api/matches', ama, mine.body.position);

    expect(contents(await read(stack, `/api/matches/${withAma.id}/messages`, ama, position))).toEqual(['Hi Ama!', 'My salary is my business']);
    expect(contents(await read(stack, `/api/matches/${withAma.id}/messages`, kofi, position))).toEqual(['Hi Ama!', 'Add me on WHATSAPP, tell me your SALARY', 'My salary is my business']);
    expect(contents(await read(stack, `/api/matches/${withEsi.id}/messages`, esi, position))).toEqual(['Add me on WhatsApp, Esi']);
    const folder = await read(stack, '/api/messages/hidden', ama, position);
    expect(folder.body).toEqual([
      { id: preMatch.data.messageId, matchId: null, senderId: esi.id, sender: { name: expect.stringContaining('Esi'), photos: expect.any(Array) }, content: 'Loved your profile!', createdAt: expect.any(String) },
      { id: hidden.body.message.id, matchId: withAma.id, senderId: kofi.id, sender: { name: expect.stringContaining('Kofi'), photos: expect.any(Array) }, content: 'Add me on WHATSAPP, tell me your SALARY', createdAt: expect.any(String) },
    ]);
    expect((await read(stack, '/api/messages/hidden', kofi, position)).body).toEqual([]);
    expect((await read(stack, '/api/messages/hidden', esi, position)).body).toEqual([]);
    const [amasMatch] = (await read(stack, '/api/matches', ama, position)).body;
    expect(amasMatch.lastMessage.content).toBe('My salary is my business');
  });

  it('seals her words in the log with her key, and refuses a list too long or words it cannot take, naming why', async () => {
    const [ama] = await members('Ama');
    const saved = await send(stack, 'POST', '/api/user/hidden-words', ama, { words: ['money'] });
    const [event] = (await eventsOfStream(memberStream(ama.id))).filter((recorded) => recorded.type === 'HiddenWordsSaved');
    expect(event?.data).toEqual({ memberId: ama.id, words: ['money'] });
    const { rows } = await stack.pool.query<{ data: unknown }>("SELECT data FROM events WHERE type = 'HiddenWordsSaved' AND stream_name = $1", [memberStream(ama.id)]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0]!.data)).not.toContain('money');
    expect(saved.status).toBe(200);
    const refusal = async (body: unknown) => {
      const answer = await send(stack, 'POST', '/api/user/hidden-words', ama, body);
      expect(answer.status).toBe(400);
      return JSON.stringify(answer.body);
    };
    expect(await refusal({ words: Array.from({ length: 51 }, (_, index) => `word${index}`) })).toContain('You can hide at most 50 words');
    expect(await refusal({ words: ['x'.repeat(41)] })).toContain('each hidden word must be at most 40 characters');
    expect(await refusal({ words: ['a.*b'] })).toContain('a hidden word may hold only letters, digits, spaces, hyphens and apostrophes');
    expect(await refusal({ words: [''] })).toContain('a hidden word cannot be empty');
    expect(await refusal({})).toContain('words must be a list of words');
    expect((await send(stack, 'POST', '/api/user/hidden-words', null, { words: [] })).status).toBe(401);
  });
});
