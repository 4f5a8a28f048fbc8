import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/in-tests.ts';
import { holdReasonText } from './held-accounts.tsx';

const reasons = [
  { kind: 'reports', members: 3 },
  { kind: 'banned_face', similarity: 0.956 },
  { kind: 'banned_photo', distance: 3 },
  { kind: 'photos_match_member', memberId: 'm-esi', distance: 2 },
] as const;

describe('holdReasonText', () => {
  it('says why an account was held, with the evidence the admin needs', () => {
    const t = i18n.getFixedT('en', 'moderation');
    expect(reasons.map((reason) => holdReasonText(t, reason))).toEqual([
      'Reported by 3 members',
      'Face 96% alike to a member suspended for abuse',
      'Shows a photo of a member suspended for abuse (3 bits apart)',
      "Shows member m-esi's photo: possible catfish (2 bits apart)",
    ]);
  });

  it.each(['fr', 'pt', 'sw'])('says it in %s too', async (language) => {
    await i18n.loadLanguages(language);
    await i18n.loadNamespaces('moderation');
    const t = i18n.getFixedT(language, 'moderation');
    const texts = reasons.map((reason) => holdReasonText(t, reason));
    expect(texts.every((text, index) => text !== holdReasonText(i18n.getFixedT('en', 'moderation'), reasons[index]!))).toBe(true);
    expect(texts[3]).toContain('m-esi');
  });
});
