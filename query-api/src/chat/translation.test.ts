import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRouters } from '@sankofa/command-api/chat';
import { LanguagePreferencesSaved, matchStream, memberStream, newEvent, type RecordedEvent } from '@sankofa/events';
import { createLibreTranslate, type Translator } from '@sankofa/adapters/translation';
import { createLogger } from '@sankofa/server-kit';
import { startFakeLibreTranslate, type FakeLibreTranslate } from '@sankofa/adapters/translation/testing';
import type { TestMember } from '../swipes/testing/members.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { translationQueryRouter } from '../translation/routes.ts';
import { matchesQueryRouter } from '../matches/routes.ts';
import { chatQueryRouters } from './index.ts';
import { givenMatch, membersNamed, read, send, sendMessage } from './testing/chat.ts';
import type { MessageView } from './views.ts';

const logger = createLogger('translation-test', { silent: true });
let peer: FakeLibreTranslate;
let providerUrl: string;
/** Where each translation was asked: the provider the app was configured with at the time. */
const askedProviders: string[] = [];
/** The provider the app is configured with; a test may point it at a server that is down. */
const translator: Translator = {
  languages: () => createLibreTranslate({ url: providerUrl, apiKey: 'key' }).languages(),
  translate: (...args) => {
    askedProviders.push(providerUrl);
    return createLibreTranslate({ url: providerUrl, apiKey: 'key' }).translate(...args);
  },
};
let stack: FeatureStack;
beforeAll(async () => {
  peer = await startFakeLibreTranslate({ apiKey: 'key' });
  providerUrl = peer.url;
  stack = await startFeatureStack({
    projectorNames: ['members', 'matches', 'moderation'],
    commandRouters: (deps) => chatRouters({ ...deps, translator, logger }),
    queryRouters: (deps) => [matchesQueryRouter(deps), ...chatQueryRouters(deps), translationQueryRouter({ translator, logger })],
  });
});
afterAll(async () => {
  await stack.close();
  await peer.close();
});

const HELLO = 'Hello Ama, how are you doing today?';
const conversationOf = async (kofi: TestMember, ama: TestMember) => {
  const match = await givenMatch(stack, kofi, ama);
  const sent = await sendMessage(stack, kofi, match.id, HELLO);
  return { matchId: match.id, message: sent.body.message as MessageView, position: sent.body.position as string };
};
const translate = (member: TestMember, matchId: string, messageId: string, body?: unknown) =>
  send(stack, 'POST', `/api/matches/${matchId}/messages/${messageId}/translate`, member, body);
const messagesOf = async (member: TestMember, matchId: string, position?: string): Promise<MessageView[]> =>
  (await read(stack, `/api/matches/${matchId}/messages`, member, position)).body;
const saveLanguage = (member: TestMember, preferredLanguage: string, autoTranslate: boolean) =>
  stack.given(memberStream(member.id), newEvent(LanguagePreferencesSaved, { memberId: member.id, preferredLanguage, autoTranslate }, { actorId: member.id, correlationId: 'test' }));
const eventTypes = async (matchId: string) => {
  const events: RecordedEvent[] = [];
  for await (const event of stack.store.readStream(matchStream(matchId))) events.push(event);
  return events.map((event) => event.type);
};
// Counted in the table: the store's head stops below the projections' open transactions.
const eventCount = async () => (await stack.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;

describe('translation with a LibreTranslate provider', () => {
  it('translates any text for a signed-in member, recording nothing', async () => {
    const [ama] = await membersNamed(stack, 'Ama');
    const eventsBefore = await eventCount();
    expect(await send(stack, 'POST', '/api/translation/translate', ama, { text: 'Hello', targetLanguage: 'fr', sourceLanguage: 'auto' })).toEqual({
      status: 200,
      body: { translatedText: '[fr] Hello', detectedLanguage: 'en' },
    });
    expect(peer.requests.at(-1)).toEqual({ q: 'Hello', source: 'auto', target: 'fr', format: 'text', api_key: 'key' });
    expect(await eventCount()).toBe(eventsBefore);
  });

  it("stores a member's translation of a message, reads it back for that member only, and asks the provider once", async () => {
    const [kofi, ama] = await membersNamed(stack, 'Kofi', 'Ama');
    const { matchId, message } = await conversationOf(kofi, ama);
    const translated = await translate(ama, matchId, message.id, { targetLanguage: 'fr' });
    const expected = { ...message, status: null, isTranslated: true, translatedContent: `[fr] ${HELLO}`, translatedLanguage: 'fr' };
    expect(translated).toEqual({ status: 200, body: { message: expected, position: expect.any(String) } });
    expect(await messagesOf(ama, matchId, translated.body.position)).toEqual([expected]);
    expect(await messagesOf(kofi, matchId)).toEqual([message]);

    const asked = peer.requests.length;
    expect((await translate(ama, matchId, message.id, { targetLanguage: 'fr' })).body.message).toEqual(expected);
    expect(peer.requests.length).toBe(asked);
    expect(await eventTypes(matchId)).toEqual(['MatchOpened', 'MessageSent', 'MessageTranslated']);
  });

  it("translates into the member's preferred language when no target is given", async () => {
    const [kofi, ama] = await membersNamed(stack, 'Kofi', 'Ama');
    const { matchId, message } = await conversationOf(kofi, ama);
    await saveLanguage(ama, 'pt', false);
    expect((await translate(ama, matchId, message.id)).body.message).toMatchObject({ translatedContent: `[pt] ${HELLO}`, translatedLanguage: 'pt' });
  });

  it('answers a failed translation with 502 translation_failed and records nothing', async () => {
    const [kofi, ama] = await membersNamed(stack, 'Kofi', 'Ama');
    const { matchId, message } = await conversationOf(kofi, ama);
    expect(await translate(ama, matchId, message.id, { targetLanguage: 'yo' })).toEqual({
      status: 502,
      body: { error: 'Translation failed: yo is not supported', code: 'translation_failed' },
    });
    expect((await send(stack, 'POST', '/api/translation/translate', ama, { text: 'Hello', targetLanguage: 'yo' })).status).toBe(502);
    expect(await eventTypes(matchId)).toEqual(['MatchOpened', 'MessageSent']);
  });

  it('translates incoming messages for a receiver who chose auto-translate, into their language only', async () => {
    const [kofi, ama] = await membersNamed(stack, 'Kofi', 'Ama');
    await saveLanguage(ama, 'sw', true);
    const { matchId, message, position } = await conversationOf(kofi, ama);
    // The first read waits for the message's position: without it the match may not be projected yet.
    await expect.poll(async () => (await messagesOf(ama, matchId, position))[0]).toEqual({ ...message, status: null, isTranslated: true, translatedContent: `[sw] ${HELLO}`, translatedLanguage: 'sw' });
    expect(await messagesOf(kofi, matchId)).toEqual([message]);

    await saveLanguage(kofi, 'en', true);
    const reply = await sendMessage(stack, ama, matchId, 'I am doing very well, thank you Kofi!');
    await sendMessage(stack, ama, matchId, 'And you?');
    await messagesOf(kofi, matchId, reply.body.position);
    // Too short to detect offline, so the provider is asked, and finds it already in Kofi's language.
    await expect.poll(() => peer.requests.some((request) => request.q === 'And you?')).toBe(true);
    // Kofi's answer, translated for Ama after hers was looked at: by the time that translation is in the log, one of hers for him would be too.
    await sendMessage(stack, kofi, matchId, 'Very well too, thank you for asking Ama.');
    await expect.poll(() => eventTypes(matchId)).toEqual(['MatchOpened', 'MessageSent', 'MessageTranslated', 'MessageSent', 'MessageSent', 'MessageSent', 'MessageTranslated']);
  });

  it('still sends a message when the provider is down, and answers a translation with 502', async () => {
    const [kofi, ama] = await membersNamed(stack, 'Kofi', 'Ama');
    await saveLanguage(ama, 'fr', true);
    const down = await startFakeLibreTranslate();
    await down.close();
    providerUrl = down.url;
    try {
      const { matchId, message } = await conversationOf(kofi, ama);
      expect(message.content).toBe(HELLO);
      expect((await translate(ama, matchId, message.id, { targetLanguage: 'fr' })).body.code).toBe('translation_failed');
      expect(await eventTypes(matchId)).toEqual(['MatchOpened', 'MessageSent']);
      // The auto-translation after the send meets the server that is down, as the translation above did, not the next test's.
      await expect.poll(() => askedProviders.filter((url) => url === down.url)).toHaveLength(2);
    } finally {
      providerUrl = peer.url;
    }
  });

  it("lists the provider's languages", async () => {
    const languages = await (await fetch(`${stack.queryUrl}/api/translation/languages`)).json();
    expect(languages).toEqual([
      { code: 'en', name: 'English' },
      { code: 'fr', name: 'French' },
      { code: 'pt', name: 'Portuguese' },
      { code: 'sw', name: 'Swahili' },
    ]);
  });
});
