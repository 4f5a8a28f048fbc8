import { describe, it } from 'vitest';
import { MatchClosed, MatchOpened, MessageSent, MessagesRead, MessageTranslated, MessageUnsent, newEvent } from '@sankofa/events';
import { specificationFor, testContext } from '../testing/decider-specification.ts';
import { conversationDecider } from './decide.ts';

const opened = newEvent(MatchOpened, { matchId: 'm1', userId1: 'kofi', userId2: 'ama' }, testContext);
const closed = newEvent(MatchClosed, { matchId: 'm1', byMemberId: 'ama', reason: 'unmatch' as const }, testContext);
const hello = newEvent(MessageSent, { matchId: 'm1', messageId: 'msg1', senderId: 'kofi', receiverId: 'ama', content: 'Hello Ama', originalLanguage: 'en' }, testContext);
const toFrench = { matchId: 'm1', messageId: 'msg1', forMemberId: 'ama', targetLanguage: 'fr', translatedContent: 'Bonjour Ama', sourceLanguage: 'en' };
const translated = newEvent(MessageTranslated, { ...toFrench, senderId: 'kofi' }, testContext);

const matchNotFound = { code: 'match_not_found', message: 'Match not found' };
const matchEnded = { code: 'match_closed', message: 'This match has ended' };

describe('sending a message', () => {
  const given = specificationFor(conversationDecider());
  const send = (senderId: string, content = '  Hello Ama  ') => ({
    type: 'SendMessage' as const,
    data: { matchId: 'm1', messageId: 'msg1', senderId, content, originalLanguage: 'en' },
  });

  it('records the trimmed message of either member of an open match', () => {
    given([opened]).when(send('kofi')).then([{ type: 'MessageSent', data: { matchId: 'm1', messageId: 'msg1', senderId: 'kofi', receiverId: 'ama', content: 'Hello Ama', originalLanguage: 'en' } }]);
    given([opened, hello]).when(send('ama', 'Hi')).then([{ type: 'MessageSent', data: { matchId: 'm1', messageId: 'msg1', senderId: 'ama', receiverId: 'kofi', content: 'Hi', originalLanguage: 'en' } }]);
  });

  it('refuses anyone else, and a match that does not exist, as not found', () => {
    given([opened]).when(send('esi')).thenThrows(matchNotFound);
    given([]).when(send('kofi')).thenThrows(matchNotFound);
    given([opened, closed]).when(send('esi')).thenThrows(matchNotFound);
  });

  it('refuses a message once the match has ended', () => {
    given([opened, closed]).when(send('kofi')).thenThrows(matchEnded);
  });

  it('refuses an empty or overlong message', () => {
    given([opened]).when(send('kofi', '   ')).thenThrows({ code: 'validation_failed' });
    given([opened]).when(send('kofi', 'x'.repeat(2001))).thenThrows({ code: 'validation_failed' });
  });
});

describe('recording a translation', () => {
  const given = specificationFor(conversationDecider('msg1'));
  const record = (data: Partial<typeof toFrench> = {}) => ({ type: 'RecordTranslation' as const, data: { ...toFrench, ...data } });

  it('records a translation of a message for one member', () => {
    given([opened, hello]).when(record()).then([{ type: 'MessageTranslated', data: { ...toFrench, senderId: 'kofi' } }]);
  });

  it('records the same translation only once, and another language again', () => {
    given([opened, hello, translated]).when(record()).then([]);
    given([opened, hello, translated])
      .when(record({ targetLanguage: 'pt', translatedContent: 'Olá Ama' }))
      .then([{ type: 'MessageTranslated', data: { ...toFrench, senderId: 'kofi', targetLanguage: 'pt', translatedContent: 'Olá Ama' } }]);
  });

  it('refuses outsiders, unknown messages and ended matches', () => {
    given([opened, hello]).when(record({ forMemberId: 'esi' })).thenThrows(matchNotFound);
    given([opened, hello]).when(record({ messageId: 'msg9' })).thenThrows({ code: 'message_not_found' });
    given([opened]).when(record()).thenThrows({ code: 'message_not_found' });
    given([opened, hello, closed]).when(record()).thenThrows(matchEnded);
  });
});

describe('closing a match', () => {
  const given = specificationFor(conversationDecider());
  const close = (byMemberId: string, reason: 'unmatch' | 'block' = 'unmatch') => ({ type: 'CloseMatch' as const, data: { matchId: 'm1', byMemberId, reason } });

  it('closes the match for either member, once', () => {
    given([opened]).when(close('ama')).then([{ type: 'MatchClosed', data: { matchId: 'm1', byMemberId: 'ama', reason: 'unmatch' } }]);
    given([opened, hello]).when(close('kofi', 'block')).then([{ type: 'MatchClosed', data: { matchId: 'm1', byMemberId: 'kofi', reason: 'block' } }]);
    given([opened, closed]).when(close('kofi', 'block')).then([]);
  });

  it('refuses outsiders', () => {
    given([opened]).when(close('esi')).thenThrows(matchNotFound);
    given([]).when(close('ama')).thenThrows(matchNotFound);
  });
});

describe('receipts', () => {
  const hi = newEvent(MessageSent, { matchId: 'm1', messageId: 'msg2', senderId: 'kofi', receiverId: 'ama', content: 'Hi again', originalLanguage: 'en' }, testContext);
  const mark = (memberId: string, upToMessageId: string, kind: 'delivered' | 'read') => ({
    type: 'MarkMessages' as const,
    data: { matchId: 'm1', memberId, upToMessageId, mark: kind },
  });
  const receipt = (type: 'MessagesDelivered' | 'MessagesRead', upToMessageId: string, messageNumber: number) => ({
    type,
    data: { matchId: 'm1', memberId: 'ama', upToMessageId, messageNumber },
  });

  it("records a delivery or a read up to a message, with that message's number in the conversation", () => {
    specificationFor(conversationDecider('msg2'))([opened, hello, hi]).when(mark('ama', 'msg2', 'read')).then([receipt('MessagesRead', 'msg2', 2)]);
    specificationFor(conversationDecider('msg1'))([opened, hello, hi]).when(mark('ama', 'msg1', 'delivered')).then([receipt('MessagesDelivered', 'msg1', 1)]);
  });

  it('records nothing for a receipt that does not move forward (a read covers the delivery)', () => {
    const readUpTo2 = newEvent(MessagesRead, receipt('MessagesRead', 'msg2', 2).data, testContext);
    specificationFor(conversationDecider('msg2'))([opened, hello, hi, readUpTo2]).when(mark('ama', 'msg2', 'read')).then([]);
    specificationFor(conversationDecider('msg1'))([opened, hello, hi, readUpTo2]).when(mark('ama', 'msg1', 'read')).then([]);
    specificationFor(conversationDecider('msg2'))([opened, hello, hi, readUpTo2]).when(mark('ama', 'msg2', 'delivered')).then([]);
  });

  it('refuses outsiders, unknown messages and ended matches', () => {
    specificationFor(conversationDecider('msg1'))([opened, hello]).when(mark('esi', 'msg1', 'read')).thenThrows(matchNotFound);
    specificationFor(conversationDecider('nope'))([opened, hello]).when(mark('ama', 'nope', 'read')).thenThrows({ code: 'message_not_found' });
    specificationFor(conversationDecider('msg1'))([opened, hello, closed]).when(mark('ama', 'msg1', 'read')).thenThrows(matchEnded);
  });
});

describe('unsending a message', () => {
  // `hello` was sent at the test context's time, 2025-01-01T12:00:00Z.
  const given = specificationFor(conversationDecider('msg1'));
  const unsent = newEvent(MessageUnsent, { matchId: 'm1', messageId: 'msg1', senderId: 'kofi' }, testContext);
  const unsend = (memberId: string, now = '2025-01-01T12:09:59Z', messageId = 'msg1') => ({
    type: 'UnsendMessage' as const,
    data: { matchId: 'm1', messageId, memberId, now: new Date(now) },
  });

  it('records that the sender took her message back within ten minutes, with ids only', () => {
    given([opened, hello]).when(unsend('kofi')).then([{ type: 'MessageUnsent', data: { matchId: 'm1', messageId: 'msg1', senderId: 'kofi' } }]);
    given([opened, hello]).when(unsend('kofi', '2025-01-01T12:10:00Z')).then([{ type: 'MessageUnsent', data: { matchId: 'm1', messageId: 'msg1', senderId: 'kofi' } }]);
  });

  it('records nothing for a message already unsent', () => {
    given([opened, hello, unsent]).when(unsend('kofi')).then([]);
  });

  it('refuses after ten minutes', () => {
    given([opened, hello]).when(unsend('kofi', '2025-01-01T12:10:01Z')).thenThrows({ code: 'unsend_window_passed', message: 'A message can be unsent only within 10 minutes of sending it' });
  });

  it("refuses the other member's message, an outsider, an unknown message and an ended match", () => {
    given([opened, hello]).when(unsend('ama')).thenThrows({ code: 'not_your_message', message: 'You can only unsend your own messages' });
    given([opened, hello]).when(unsend('esi')).thenThrows(matchNotFound);
    specificationFor(conversationDecider('msg9'))([opened, hello]).when(unsend('kofi', undefined, 'msg9')).thenThrows({ code: 'message_not_found' });
    given([opened, hello, closed]).when(unsend('kofi')).thenThrows(matchEnded);
  });

  it('leaves an unsent message out of translations', () => {
    given([opened, hello, unsent]).when({ type: 'RecordTranslation', data: toFrench }).thenThrows({ code: 'message_not_found' });
  });
});
