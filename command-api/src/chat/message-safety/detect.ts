import { normalize, unstretched } from './normalize.ts';
import { RULES } from './rules.ts';
import { WORD_LIST, type Category } from './word-list.ts';

export type { Category } from './word-list.ts';

export interface MessageAssessment {
  flagged: boolean;
  /** Why, for tests and tuning: never logged with the text. */
  categories: readonly Category[];
}

interface CompiledList {
  words: ReadonlyMap<string, Category>;
  prefixes: ReadonlyArray<[string, Category]>;
  phrases: ReadonlyArray<[string, Category]>;
}

/** The entries normalized as messages are, once: an entry is written as people write it. */
const compile = (): CompiledList => {
  const words = new Map<string, Category>();
  const prefixes: Array<[string, Category]> = [];
  const phrases: Array<[string, Category]> = [];
  for (const [category, byLanguage] of Object.entries(WORD_LIST) as Array<[Category, Record<string, readonly string[]>]>) {
    for (const entry of Object.values(byLanguage).flat()) {
      const isPrefix = entry.endsWith('*');
      const { words: entryWords, text } = normalize(isPrefix ? entry.slice(0, -1) : entry);
      if (entryWords.length > 1) phrases.push([text, category]);
      else if (isPrefix) prefixes.push([entryWords[0]!, category]);
      else words.set(entryWords[0]!, category);
    }
  }
  return { words, prefixes, phrases };
};

const LIST = compile();

const categoryOfWord = (word: string): Category | null => {
  for (const candidate of unstretched(word)) {
    const listed = LIST.words.get(candidate) ?? LIST.prefixes.find(([prefix]) => candidate.startsWith(prefix))?.[1];
    if (listed) return listed;
  }
  return null;
};

/** The text with its stretched letters read both ways, for phrases and rules. */
const textsOf = (text: string): string[] => unstretched(text);

/**
 * Whether a message looks insulting, sexual or threatening, in English, French, Portuguese or
 * Swahili, offline: the word list (`word-list.ts`) and the sentence rules (`rules.ts`) over the
 * normalized text. Measured against `labelled-messages.json` by its test.
 */
export const assessMessage = (message: string): MessageAssessment => {
  const { words, text } = normalize(message);
  const found = new Set<Category>();
  for (const word of words) {
    const category = categoryOfWord(word);
    if (category) found.add(category);
  }
  for (const variant of textsOf(text)) {
    for (const [phrase, category] of LIST.phrases) if (variant.includes(phrase)) found.add(category);
    for (const { pattern, category } of RULES) if (pattern.test(variant)) found.add(category);
  }
  return { flagged: found.size > 0, categories: [...found] };
};

