/**
 * A message as the detector reads it: lower case, no accents, leetspeak undone, and the letters of a
 * word spelled out with spaces or dots ('f u c k', 's.l.u.t') joined again, so a list entry
 * written once catches its disguises.
 */
export interface NormalizedText {
  /** The words, in order, each of letters and digits only. */
  words: readonly string[];
  /** The words joined by single spaces, framed by spaces, for phrases and rules. */
  text: string;
}

const LEET: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i', '|': 'i' };
const LETTER = /\p{L}/u;
// A letter spelled out: one letter, then the same separator between each of the following ones.
const SPELLED_OUT = /^\p{L}([.\-_*+]\p{L}){2,}[.\-_*+]?$/u;

const foldCase = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

/** Leetspeak is undone only inside a chunk that has a letter, so '10 pm' keeps its digits. */
const unLeet = (chunk: string): string => (LETTER.test(chunk) ? [...chunk].map((character, index, all) => (character === '!' && !LETTER.test(all[index + 1] ?? '') ? character : (LEET[character] ?? character))).join('') : chunk);

const wordsOf = (chunk: string): string[] => chunk.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

export const normalize = (message: string): NormalizedText => {
  const chunks = foldCase(message).split(/\s+/).filter(Boolean).map(unLeet);
  const words: string[] = [];
  let spelled: string[] = [];
  const endSpelling = () => {
    if (spelled.length >= 3) words.push(spelled.join(''));
    spelled = [];
  };
  for (const chunk of chunks) {
    if (SPELLED_OUT.test(chunk)) {
      endSpelling();
      words.push(chunk.replace(/[^\p{L}]/gu, ''));
      continue;
    }
    const chunkWords = wordsOf(chunk);
    if (chunkWords.length === 1 && chunkWords[0]!.length === 1) spelled.push(chunkWords[0]!);
    else endSpelling();
    words.push(...chunkWords);
  }
  endSpelling();
  return { words, text: ` ${words.join(' ')} ` };
};

/** 'fuuuuck' reads as 'fuck' or 'fuuck', 'asssss' as 'as' or 'ass': each run of three or more letters, once shortened to one and once to two. */
export const unstretched = (word: string): string[] => {
  if (!/(\p{L})\1\1/u.test(word)) return [word];
  return [word.replace(/(\p{L})\1{2,}/gu, '$1'), word.replace(/(\p{L})\1{2,}/gu, '$1$1')];
};
