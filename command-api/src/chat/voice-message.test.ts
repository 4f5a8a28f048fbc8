import { describe, expect, it } from 'vitest';
import { MAX_VOICE_MESSAGE_SECONDS } from '@sankofa/contracts';
import { MatchOpened, newEvent } from '@sankofa/events';
import { specificationFor, testContext } from '../testing/decider-specification.ts';
import { MAX_VOICE_SECONDS, conversationDecider } from './decide.ts';

const opened = newEvent(MatchOpened, { matchId: 'm1', userId1: 'kofi', userId2: 'ama' }, testContext);
const given = specificationFor(conversationDecider());
const voice = (voiceDuration: number, voiceUrl = '/api/media/abc.weba') => ({
  type: 'SendMessage' as const,
  data: { matchId: 'm1', messageId: 'v1', senderId: 'kofi', content: 'Voice message', originalLanguage: null, messageType: 'voice' as const, voiceUrl, voiceDuration },
});

describe('a voice message', () => {
  it('is recorded with its recording and length', () => {
    given([opened]).when(voice(42)).then([
      {
        type: 'MessageSent',
        data: { matchId: 'm1', messageId: 'v1', senderId: 'kofi', receiverId: 'ama', content: 'Voice message', originalLanguage: null, messageType: 'voice', voiceUrl: '/api/media/abc.weba', voiceDuration: 42 },
      },
    ]);
  });
  it('lasts 1 second to 2 minutes and names its recording', () => {
    given([opened]).when(voice(0)).thenThrows({ code: 'validation_failed' });
    given([opened]).when(voice(121)).thenThrows({ code: 'validation_failed' });
    given([opened]).when(voice(10, '')).thenThrows({ code: 'validation_failed' });
    given([opened]).when(voice(120)).then([expect.objectContaining({ type: 'MessageSent' })]);
  });
  it('has the same limit on the wire as in the decider', () => {
    expect(MAX_VOICE_MESSAGE_SECONDS).toBe(MAX_VOICE_SECONDS);
  });
});
