import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRouters } from '@sankofa/command-api/chat';
import { LanguagePreferencesSaved, MatchClosed, matchStream, memberStream, newEvent, type RecordedEvent } from '@sankofa/events';
import { SUPPORTED_LANGUAGES } from '@sankofa/adapters/translation';
import { createLogger } from '@sankofa/server-kit';
import type { TestMember } from '../swipes/testing/members.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { translationQueryRouter } from '../translation/routes.ts';
import { matchesQueryRouter } from '../matches/routes.ts';
import { chatQueryRouters } from './index.ts';
import { givenMatch, membersNamed, read, send, sendMessage } from './testing/chat.ts';

const logger = createLogger('chat-test', { silent: true });
let stack: FeatureStack;
beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['members', 'matches', 'moderation'],
    commandRouters: (deps) => chatRouters({ ...deps, translator: null, logger }),
    queryRouters: (deps) => [matchesQueryRouter(deps), ...chatQueryRouters(deps), translationQueryRouter({ translator: null, logger })],
  });
});
afterAll(() => stack.close());

const members = <Names extends string[]>(...names: Names) => membersNamed(stack, ...names);
const matchNotFound = { status: 404, body: { error: 'Match not found', code: 'match_not_found' } };
const streamEvents = async (stream: string) => {
  const events: RecordedEvent[] = [];
  for await (const event of stack.store.readStream(stream)) events.push(event);
  return events;
};

describe('chat over HTTP', () => {
  it('answers 401 without a valid token', async () => {
    const id = '0190a6e0-0000-7000-8000-000000000001';
    const anonymous = null as TestMember | null;
    for (const path of ['/api/matches', '/api/matches/count', `/api/matches/${id}`, `/api/matches/${id}/messages`]) {
      expect((await read(stack, path, anonymous)).status, path).toBe(401);
    }
    for (const [method, path] of [['POST', `/api/matches/${id}/messages`], ['POST', `/api/matches/${id}/messages/${id}/translate`], ['DELETE', `/api/matches/${id}`], ['POST', '/api/translation/translate']]) {
      expect((await send(stack, method!, path!, anonymous, {})).status, `${method} ${path}`).toBe(401);
    }
  });

  it("lets the two members converse, by match id or by the other member's id, and reads the messages back in order with their senders", async () => {
    const [kofi, ama] = await members('Kofi', 'Ama');
    const match = await givenMatch(stack, kofi, ama);
    const hello = await sendMessage(stack, kofi, match.id, '  Hello Ama, how are you doing today?  ');
    expect(hello).toEqual({
      status: 201,
      body: {
        message: {
          id: expect.any(String),
          matchId: match.id,
          senderId: kofi.id,
          content: 'Hello Ama, how are you doing today?',
          createdAt: expect.any(String),
          isTranslated: false,
          translatedContent: null,
          translatedLanguage: null,
          originalLanguage: 'en',
          sender: { name: 'Kofi Mensah', photos: [] },
          status: 'sent',
          messageType: 'text',
          voiceUrl: null,
          voiceDuration: null,
          flagged: false,
        },
        position: expect.any(String),
      },
    });
    const reply = await sendMessage(stack, ama, kofi.id, 'Hi!');
    expect(reply.status).toBe(201);
    expect(reply.body.message).toMatchObject({ matchId: match.id, senderId: ama.id, content: 'Hi!', originalLanguage: null });

    const conversation = await read(stack, `/api/matches/${match.id}/messages`, ama, reply.body.position);
    // Each reader sees the status of their own messages only.
    expect(conversation).toEqual({ status: 200, body: [{ ...hello.body.message, status: null }, reply.body.message] });
    expect((await read(stack, `/api/matches/${ama.id}/messages`, kofi)).body).toEqual([hello.body.message, { ...reply.body.message, status: null }]);
    expect(conversation.body.map((message: { sender: { name: string } }) => message.sender.name)).toEqual(['Kofi Mensah', 'Ama Mensah']);

    const list = await read(stack, '/api/matches', kofi);
    expect(list.body).toEqual([
      {
        id: match.id,
        userId1: kofi.id,
        userId2: ama.id,
        createdAt: expect.any(String),
        user: expect.objectContaining({ id: ama.id, name: 'Ama Mensah', heritage: 'Ghanaian', photos: [] }),
        lastMessage: { id: reply.body.message.id, content: 'Hi!', createdAt: reply.body.message.createdAt, senderId: ama.id },
        unreadCount: 1,
        presence: null,
      },
    ]);
    expect(JSON.stringify(list.body)).not.toMatch(/example\.com|\+233/);
    expect((await read(stack, '/api/matches/count', kofi)).body).toEqual({ count: 1 });
    expect((await read(stack, `/api/matches/${match.id}`, kofi)).body).toEqual(list.body[0]);
    expect((await read(stack, `/api/matches/${kofi.id}`, ama)).body).toMatchObject({ id: match.id, user: { id: kofi.id } });
  });

  it('lists open matches newest first', async () => {
    const [ama, kofi, esi] = await members('Ama', 'Kofi', 'Esi');
    const older = await givenMatch(stack, kofi, ama);
    const newer = await givenMatch(stack, ama, esi);
    const list = await read(stack, '/api/matches', ama, newer.position);
    expect(list.body.map((match: { id: string; user: { id: string } }) => [match.id, match.user.id])).toEqual([[newer.id, esi.id], [older.id, kofi.id]]);
    expect(list.body[1].lastMessage).toBeNull();
    expect((await read(stack, '/api/matches/count', ama)).body).toEqual({ count: 2 });
  });

  it('shows a third member nothing of the conversation and lets them touch nothing', async () => {
    const [kofi, ama, intruder] = await members('Kofi', 'Ama', 'Intruder');
    const match = await givenMatch(stack, kofi, ama);
    const { body } = await sendMessage(stack, kofi, match.id, 'Only for Ama');
    for (const path of [`/api/matches/${match.id}/messages`, `/api/matches/${match.id}`, `/api/matches/${ama.id}/messages`, '/api/matches/not a match', `/api/matches/${intruder.id}`]) {
      expect(await read(stack, path, intruder, body.position), path).toEqual(matchNotFound);
    }
    expect(await sendMessage(stack, intruder, match.id, 'Let me in')).toEqual(matchNotFound);
    expect(await sendMessage(stack, intruder, ama.id, 'Let me in')).toEqual(matchNotFound);
    expect(await send(stack, 'POST', `/api/matches/${match.id}/messages/${body.message.id}/translate`, intruder, { targetLanguage: 'fr' })).toEqual(matchNotFound);
    expect(await send(stack, 'DELETE', `/api/matches/${match.id}`, intruder)).toEqual(matchNotFound);
    expect((await read(stack, '/api/matches', intruder)).body).toEqual([]);
    expect((await streamEvents(matchStream(match.id))).map((event) => event.type)).toEqual(['MatchOpened', 'MessageSent']);
  });

  it("refuses bad messages with a 400 naming the field, and a sender other than the token's member with a 403", async () => {
    const [kofi, ama] = await members('Kofi', 'Ama');
    const match = await givenMatch(stack, kofi, ama);
    for (const content of ['', '   ', 'x'.repeat(2001), 42, undefined]) {
      const refused = await sendMessage(stack, kofi, match.id, content);
      expect(refused.status, JSON.stringify(content)).toBe(400);
      expect(refused.body.error).toMatch(/^body\.content: /);
    }
    expect((await send(stack, 'POST', `/api/matches/${match.id}/messages`, kofi, '{"content": "Hi')).status).toBe(400);
    expect((await send(stack, 'POST', `/api/matches/${match.id}/messages`, kofi, { content: 'Hi', senderId: ama.id })).status).toBe(403);
    expect((await send(stack, 'POST', `/api/matches/${match.id}/messages`, kofi, { content: 'Hi', senderId: kofi.id })).status).toBe(201);
    expect((await sendMessage(stack, kofi, match.id, 'x'.repeat(2000))).status).toBe(201);
  });

  it('refuses a message to a match that has ended, and no longer shows it', async () => {
    const [kofi, ama] = await members('Kofi', 'Ama');
    const match = await givenMatch(stack, kofi, ama);
    const closed = await stack.given(matchStream(match.id), newEvent(MatchClosed, { matchId: match.id, byMemberId: ama.id, reason: 'unmatch' }, { actorId: ama.id, correlationId: 'test' }));
    expect(await sendMessage(stack, kofi, match.id, 'Still there?')).toEqual({ status: 409, body: { error: 'This match has ended', code: 'match_closed' } });
    expect(await read(stack, `/api/matches/${match.id}/messages`, kofi, closed)).toEqual(matchNotFound);
    expect((await read(stack, '/api/matches/count', kofi)).body).toEqual({ count: 0 });
  });

  it('opens the conversation of a match whose stream was never opened, by match id or member id, once', async () => {
    const [kofi, ama] = await members('Kofi', 'Ama');
    const match = await givenMatch(stack, kofi, ama, { opened: false });
    const first = await sendMessage(stack, ama, kofi.id, 'First!');
    expect(first.body.message).toMatchObject({ matchId: match.id });
    await read(stack, '/api/matches', ama, first.body.position);
    expect((await sendMessage(stack, kofi, match.id, 'Second')).status).toBe(201);
    const [kofi2, esi] = await members('Kofi', 'Esi');
    const unopened = await givenMatch(stack, kofi2, esi, { opened: false });
    await read(stack, '/api/matches', esi, unopened.position);
    expect((await sendMessage(stack, esi, unopened.id, 'By match id')).status).toBe(201);
    expect((await streamEvents(matchStream(match.id))).map((event) => event.type)).toEqual(['MatchOpened', 'MessageSent', 'MessageSent']);
    expect((await streamEvents(matchStream(unopened.id))).map((event) => event.type)).toEqual(['MatchOpened', 'MessageSent']);
  });

  it('answers translation routes with 503 when no provider is configured, after the member and language checks', async () => {
    const [kofi, ama] = await members('Kofi', 'Ama');
    const match = await givenMatch(stack, kofi, ama);
    const { body } = await sendMessage(stack, kofi, match.id, 'Hello Ama, how are you doing today?');
    const unavailable = { status: 503, body: { error: 'Translation is not configured on this server', code: 'translation_unavailable' } };
    expect(await send(stack, 'POST', '/api/translation/translate', ama, { text: 'Hello', targetLanguage: 'fr' })).toEqual(unavailable);
    expect(await send(stack, 'POST', `/api/matches/${match.id}/messages/${body.message.id}/translate`, ama, { targetLanguage: 'fr' })).toEqual(unavailable);
    expect((await send(stack, 'POST', `/api/matches/${match.id}/messages/${body.message.id}/translate`, ama)).status).toBe(503);

    await stack.given(memberStream(ama.id), newEvent(LanguagePreferencesSaved, { memberId: ama.id, preferredLanguage: 'auto', autoTranslate: false }, { actorId: ama.id, correlationId: 'test' }));
    expect(await send(stack, 'POST', `/api/matches/${match.id}/messages/${body.message.id}/translate`, ama, {})).toEqual({
      status: 400,
      body: { error: 'Please set your preferred language in settings first.', code: 'preferred_language_required' },
    });
    expect(await send(stack, 'POST', `/api/matches/${match.id}/messages/unknown/translate`, ama, { targetLanguage: 'fr' })).toEqual({
      status: 404,
      body: { error: 'Message not found', code: 'message_not_found' },
    });
    expect((await send(stack, 'POST', '/api/translation/translate', ama, { text: '', targetLanguage: 'fr' })).status).toBe(400);
    expect((await send(stack, 'POST', '/api/translation/translate', ama, { text: 'Hello', targetLanguage: 'not a language' })).status).toBe(400);
  });

  it('offers the built-in languages when no provider is configured', async () => {
    const response = await fetch(`${stack.queryUrl}/api/translation/languages`);
    expect(await response.json()).toEqual(SUPPORTED_LANGUAGES);
    expect(SUPPORTED_LANGUAGES.map((language) => language.name)).toEqual([
      'English', 'French', 'Portuguese', 'Arabic', 'Swahili', 'Yoruba', 'Igbo', 'Hausa', 'Twi', 'Amharic', 'Zulu', 'Xhosa', 'Wolof', 'Oromo',
    ]);
  });
});
