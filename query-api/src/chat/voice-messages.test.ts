import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRouters } from '@sankofa/command-api/chat';
import { mediaRouter } from '@sankofa/command-api/media';
import { createLocalMediaStorage, type MediaStorage } from '@sankofa/adapters/media';
import { OGG_HEADER, TINY_PNG, WEBM_HEADER } from '@sankofa/adapters/media/testing';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import type { TestMember } from '../swipes/testing/members.ts';
import { matchesLiveMappers } from '../matches/live.ts';
import { chatLiveMappers } from './live.ts';
import { matchesQueryRouter } from '../matches/routes.ts';
import { chatQueryRouters } from './index.ts';
import { givenMatch, membersNamed, read, send } from './testing/chat.ts';
import { listen } from '../testing/live-client.ts';

let stack: FeatureStack;
let storage: MediaStorage;
beforeAll(async () => {
  storage = createLocalMediaStorage(await mkdtemp(path.join(tmpdir(), 'sankofa-voice-')));
  stack = await startFeatureStack({
    projectorNames: ['members', 'matches', 'moderation'],
    commandRouters: (deps) => [...chatRouters({ ...deps, translator: null, storage }), mediaRouter({ ...deps, storage, identityBanKey: 'test-identity-ban-key' })],
    queryRouters: (deps) => [matchesQueryRouter(deps), ...chatQueryRouters(deps)],
    liveMappers: [...matchesLiveMappers, ...chatLiveMappers],
  });
});
afterAll(() => stack.close());

const upload = async (member: TestMember, kind: string, bytes: Buffer, name: string, access = kind === 'audio' ? 'private' : 'public') => {
  const form = new FormData();
  form.append('kind', kind);
  form.append('access', access);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${stack.commandUrl}/api/media`, { method: 'POST', headers: member.headers, body: form });
  return ((await response.json()) as { url: string }).url;
};
const sendVoice = (member: TestMember, matchId: string, body: Record<string, unknown>) =>
  send(stack, 'POST', `/api/matches/${matchId}/messages`, member, { messageType: 'voice', ...body });

describe('voice messages in a chat', () => {
  it('records an uploaded recording with its length; both members read it back, and the receiver hears of it live', async () => {
    const [kofi, ama] = await membersNamed(stack, 'Kofi', 'Ama');
    const match = await givenMatch(stack, kofi, ama);
    const amaLive = await listen(stack.liveUrl, ama);
    try {
      const voiceUrl = await upload(kofi, 'audio', Buffer.concat([WEBM_HEADER, Buffer.alloc(64)]), 'voice.webm');
      const sent = await sendVoice(kofi, match.id, { voiceUrl, voiceDuration: 7 });
      expect(sent).toMatchObject({ status: 201, body: { message: { messageType: 'voice', voiceUrl, voiceDuration: 7, content: 'Voice message', senderId: kofi.id } } });
      // Ticks are the sender's own: 'sent' for Kofi, none on the message Ama received.
      for (const [member, status] of [[kofi, 'sent'], [ama, null]] as const) {
        const { body } = await read(stack, `/api/matches/${match.id}/messages`, member, sent.body.position);
        expect(body).toEqual([{ ...sent.body.message, status }]);
      }
      expect((await amaLive.next('new_message')).payload.message).toMatchObject({ ...sent.body.message, status: null });
    } finally {
      amaLive.close();
    }
  });

  it('refuses a recording longer than 2 minutes, a missing length, and a URL that is not an uploaded audio recording', async () => {
    const [kofi, ama, esi] = await membersNamed(stack, 'Kofi', 'Ama', 'Esi');
    const match = await givenMatch(stack, kofi, ama);
    const voiceUrl = await upload(kofi, 'audio', Buffer.concat([OGG_HEADER, Buffer.alloc(64)]), 'voice.ogg');
    const photoUrl = await upload(kofi, 'photo', TINY_PNG, 'photo.png');
    expect(await sendVoice(kofi, match.id, { voiceUrl, voiceDuration: 121 })).toMatchObject({ status: 400, body: { error: expect.stringContaining('at most 2 minutes') } });
    expect(await sendVoice(kofi, match.id, { voiceUrl })).toMatchObject({ status: 400, body: { error: expect.stringContaining('voiceDuration is required') } });
    expect(await sendVoice(kofi, match.id, { voiceDuration: 5 })).toMatchObject({ status: 400, body: { error: expect.stringContaining('voiceUrl is required') } });
    expect(await sendVoice(kofi, match.id, { voiceUrl: photoUrl, voiceDuration: 5 })).toMatchObject({ status: 400, body: { error: expect.stringContaining('audio recording') } });
    expect(await sendVoice(kofi, match.id, { voiceUrl: 'https://evil.example/x.webm', voiceDuration: 5 })).toMatchObject({ status: 400 });
    const esisRecording = await upload(esi, 'audio', Buffer.concat([OGG_HEADER, Buffer.alloc(64)]), 'voice.ogg');
    expect((await sendVoice(esi, match.id, { voiceUrl: esisRecording, voiceDuration: 5 })).status).toBe(404);
    const publicRecording = await upload(kofi, 'audio', Buffer.concat([OGG_HEADER, Buffer.alloc(64)]), 'voice.ogg', 'public');
    expect(await sendVoice(kofi, match.id, { voiceUrl: publicRecording, voiceDuration: 5 })).toMatchObject({ status: 400, body: { error: expect.stringContaining('uploaded privately') } });
    // Ama heard Kofi's recording; passing it on as her own would show it to whomever she sends it.
    expect(await sendVoice(ama, match.id, { voiceUrl, voiceDuration: 5 })).toMatchObject({ status: 400, body: { error: expect.stringContaining('you uploaded') } });
  });
});
