import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatRouters } from '@sankofa/command-api/chat';
import { createLibreTranslate } from '@sankofa/adapters/translation';
import { PhotosChanged, memberStream, newEvent } from '@sankofa/events';
import { createLogger } from '@sankofa/server-kit';
import { startFakeLibreTranslate, type FakeLibreTranslate } from '@sankofa/adapters/translation/testing';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { matchesLiveMappers } from '../matches/live.ts';
import { chatLiveMappers } from './live.ts';
import { matchesQueryRouter } from '../matches/routes.ts';
import { chatQueryRouters } from './index.ts';
import { givenMatch, membersNamed, read, send, sendMessage } from './testing/chat.ts';
import { listen as openLiveClient, type LiveClient } from '../testing/live-client.ts';

let peer: FakeLibreTranslate;
let stack: FeatureStack;
beforeAll(async () => {
  peer = await startFakeLibreTranslate();
  stack = await startFeatureStack({
    projectorNames: ['members', 'matches', 'moderation'],
    commandRouters: (deps) => chatRouters({ ...deps, translator: createLibreTranslate({ url: peer.url }), logger: createLogger('live-test', { silent: true }) }),
    queryRouters: (deps) => [matchesQueryRouter(deps), ...chatQueryRouters(deps)],
    liveMappers: [...matchesLiveMappers, ...chatLiveMappers],
  });
});
/** Closed after each test, passed or not: an open socket would hold the query server open. */
const clients: LiveClient[] = [];
const listen = async (liveUrl: string, member: Parameters<typeof openLiveClient>[1]) => {
  const client = await openLiveClient(liveUrl, member);
  clients.push(client);
  return client;
};
afterEach(() => clients.splice(0).forEach((client) => client.close()));
afterAll(async () => {
  await stack.close();
  await peer.close();
});

describe('chat on the live channel', () => {
  it("pushes a new message to the receiver and to the sender's other tabs, as the conversation shows it, and to no one else", async () => {
    const [kofi, ama, bystander] = await membersNamed(stack, 'Kofi', 'Ama', 'Bystander');
    const match = await givenMatch(stack, kofi, ama);
    const [amaLive, kofiLive, bystanderLive] = [await listen(stack.liveUrl, ama), await listen(stack.liveUrl, kofi), await listen(stack.liveUrl, bystander)];
    const sent = await sendMessage(stack, kofi, match.id, 'Hello Ama, how are you doing today?');

    const [forAma, forKofi] = await Promise.all([amaLive.next('new_message'), kofiLive.next('new_message')]);
    const [asRead] = (await read(stack, `/api/matches/${match.id}/messages`, ama, sent.body.position)).body;
    expect(forAma).toEqual({ type: 'new_message', payload: { matchId: match.id, message: asRead }, position: sent.body.position });
    // The sender's copy carries its tick; the receiver's none.
    expect(forKofi.payload).toEqual({ matchId: match.id, message: sent.body.message });
    expect(asRead).toEqual({ ...sent.body.message, status: null });
    expect(bystanderLive.received.map((message) => message.type)).toEqual(['auth_ok']);
  });

  it('pushes a translation to the member it is for, and the end of a match to both', async () => {
    const [kofi, ama] = await membersNamed(stack, 'Kofi', 'Ama');
    const match = await givenMatch(stack, kofi, ama);
    const [amaLive, kofiLive] = [await listen(stack.liveUrl, ama), await listen(stack.liveUrl, kofi)];
    const { body } = await sendMessage(stack, kofi, match.id, 'Hello Ama, how are you doing today?');
    const translated = await send(stack, 'POST', `/api/matches/${match.id}/messages/${body.message.id}/translate`, ama, { targetLanguage: 'fr' });
    expect(await amaLive.next('message_translated')).toEqual({
      type: 'message_translated',
      payload: { matchId: match.id, messageId: body.message.id, isTranslated: true, translatedContent: '[fr] Hello Ama, how are you doing today?', translatedLanguage: 'fr' },
      position: translated.body.position,
    });

    await send(stack, 'DELETE', `/api/matches/${match.id}`, kofi);
    const [forAma, forKofi] = await Promise.all([amaLive.next('match_closed'), kofiLive.next('match_closed')]);
    expect(forAma.payload).toEqual({ matchId: match.id });
    expect(forKofi.payload).toEqual({ matchId: match.id });
    // Presence comes and goes on its own (Ama's socket opening); the log brought Kofi these.
    expect(kofiLive.received.map((message) => message.type).filter((type) => type !== 'presence_changed')).toEqual(['auth_ok', 'new_message', 'match_closed']);
  });

  it('holds a message until the projectors it reads have passed it, and sends it when their checkpoints move', async () => {
    const [kofi, ama] = await membersNamed(stack, 'Kofi', 'Ama');
    const match = await givenMatch(stack, kofi, ama);
    // The match is in the read model already: only the checkpoints can hold the message back.
    await read(stack, `/api/matches/${match.id}/messages`, ama, match.position);
    const amaLive = await listen(stack.liveUrl, ama);
    await stack.runtime.stop();
    // New photos the stopped projectors have not seen: a message pushed without waiting for them would show the old ones.
    const photos = ['/api/media/kofi-new.jpg'];
    await stack.given(memberStream(kofi.id), newEvent(PhotosChanged, { memberId: kofi.id, photos }, { actorId: kofi.id, correlationId: 'test' }));
    const sent = await sendMessage(stack, kofi, match.id, 'Are you still there, Ama?');
    expect(sent.body.message.sender.photos).toEqual(photos);
    const arrived = amaLive.next('new_message');

    await stack.runtime.start();
    expect(await arrived).toMatchObject({ type: 'new_message', payload: { matchId: match.id, message: { ...sent.body.message, status: null } }, position: sent.body.position });
  });
});
