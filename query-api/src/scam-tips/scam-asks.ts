import asks from './scam-asks.json' with { type: 'json' };

/** What a romance scammer asks for early on: money in any form, or to continue where Sankofa cannot see (another app, a number, an address). */
export type ScamAsk = 'money' | 'gift_cards' | 'crypto' | 'bank_transfer' | 'off_platform' | 'contact_details';

const { $comment: _howToTune, ...byKind } = asks;

/** Every language's patterns of a kind in one expression. */
const patterns = Object.entries(byKind).map(([kind, byLanguage]) => ({
  kind: kind as ScamAsk,
  pattern: new RegExp(Object.values<string[]>(byLanguage).flat().join('|'), 'u'),
}));

/** Lower case without accents, so `Prête-moi` and `prete-moi`, `transferência` and `transferencia` read alike. */
const normalized = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, ' ');

/** The kinds of scam ask a message makes, in the order of `scam-asks.json`; empty for an ordinary message. */
export const scamAsksIn = (text: string): ScamAsk[] => {
  const plain = normalized(text);
  return patterns.filter(({ pattern }) => pattern.test(plain)).map(({ kind }) => kind);
};
