import { describe, expect, it } from 'vitest';
import type { MessageView } from '@sankofa/contracts';
import { SCAM_TIP_DAYS, withScamTip } from './scam-tip.ts';

const DAY = 24 * 60 * 60 * 1000;
const matchedAt = new Date('2026-03-01T12:00:00Z');
const message = (content: string, daysAfterMatch: number, senderId = 'kofi'): MessageView => ({
  id: 'm1',
  matchId: 'match-1',
  flagged: false,
  senderId,
  content,
  createdAt: new Date(matchedAt.getTime() + daysAfterMatch * DAY).toISOString(),
  isTranslated: false,
  translatedContent: null,
  translatedLanguage: null,
  originalLanguage: 'en',
  sender: { name: 'Kofi Mensah', photos: [] },
  messageType: 'text',
  voiceUrl: null,
  voiceDuration: null,
});

describe('the scam tip', () => {
  it(`shows on an ask to the receiver during the first ${SCAM_TIP_DAYS} days of the match only`, () => {
    const ask = 'Can you send me money for my visa?';
    expect(withScamTip(message(ask, 0.5), 'ama', matchedAt).scamTip).toBe(true);
    expect(withScamTip(message(ask, SCAM_TIP_DAYS - 0.01), 'ama', matchedAt).scamTip).toBe(true);
    expect(withScamTip(message(ask, SCAM_TIP_DAYS), 'ama', matchedAt).scamTip).toBeUndefined();
    expect(withScamTip(message(ask, 1), 'kofi', matchedAt).scamTip).toBeUndefined();
    expect(withScamTip(message('See you Saturday!', 1), 'ama', matchedAt).scamTip).toBeUndefined();
  });
});
