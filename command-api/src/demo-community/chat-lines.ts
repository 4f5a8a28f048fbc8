import { heritageNamed, type Heritage } from './heritage.ts';
import type { Random } from './seeded-random.ts';

/** Hello, as people say it at home: a community member greets in a language they list. */
const GREETINGS: Readonly<Record<string, readonly string[]>> = {
  Yoruba: ['Ẹ n lẹ', 'Báwo ni'],
  Igbo: ['Ndewo', 'Kedu'],
  Hausa: ['Sannu', 'Ina kwana'],
  Twi: ['Maakye', 'Ɛte sɛn'],
  Akan: ['Akwaaba', 'Ɛte sɛn'],
  Ewe: ['Woezɔ'],
  Wolof: ['Na nga def', 'Salaamaalekum'],
  Bambara: ['I ni ce', 'I ni sogoma'],
  Dioula: ['I ni ce'],
  Mandinka: ['I be nyaadii'],
  Fula: ['Jam tan', 'No mbaddaa'],
  Lingala: ['Mbote', 'Sango nini'],
  Kikongo: ['Mbote'],
  Tshiluba: ['Moyo'],
  Swahili: ['Habari', 'Mambo', 'Jambo'],
  Kikuyu: ['Wĩ mwega'],
  Dholuo: ['Misawa'],
  Luganda: ['Oli otya', 'Gyebale ko'],
  Acholi: ['Itye nining'],
  Kinyarwanda: ['Muraho', 'Amakuru'],
  Amharic: ['Selam', 'Tena yistilign'],
  Oromo: ['Akkam', 'Nagaa'],
  Zulu: ['Sawubona', 'Sanibonani'],
  Xhosa: ['Molo', 'Molweni'],
  French: ['Salut', 'Coucou', 'Bonjour'],
  Portuguese: ['Olá', 'Oi'],
  Spanish: ['Hola'],
  Arabic: ['Marhaba', 'Salam'],
};

/** Whole lines in languages the receiver may not read: auto-translation has something to do. */
const FOREIGN_LINES: Readonly<Record<string, readonly string[]>> = {
  French: [
    'Je suis contente que ça ait matché ! Tu fais quoi ce week-end ?',
    'Franchement, ton profil m’a fait sourire. Tu viens d’où exactement ?',
    'On devrait se trouver un bon maquis un de ces jours, qu’en penses-tu ?',
  ],
  Portuguese: ['Que bom que deu match! Como foi o teu fim de semana?', 'Adorei o teu perfil. Gostas de dançar?'],
  Spanish: ['¡Qué bien que hicimos match! ¿Qué música escuchas últimamente?', 'Me encantó tu perfil. ¿Cocinas algo de casa?'],
  Swahili: ['Nimefurahi sana kukutana nawe hapa! Unapenda chakula gani cha nyumbani?', 'Habari za leo? Wikendi hii una mipango gani?'],
  Arabic: ['سعيدة جداً بالتعارف! ما هي الأكلة التي تشتاق إليها من البيت؟'],
};

/** Who writes: a community member as their profile describes them. */
export interface Writer {
  firstName: string;
  heritage: string;
  ethnicGroup: string | null;
  languages: readonly string[];
  currentCity: string;
}

/** Whom they write to, as far as their profile is known. */
export interface Reader {
  firstName: string;
  heritage: string | null;
  currentCity: string | null;
}

const knownHeritage = (name: string | null): Heritage | null => {
  if (!name) return null;
  try {
    return heritageNamed(name);
  } catch {
    return null;
  }
};

const greetingOf = (random: Random, writer: Writer): { word: string; language: string } | null => {
  const spoken = writer.languages.filter((language) => language !== 'English' && GREETINGS[language]);
  if (spoken.length === 0) return null;
  const language = random.pick(spoken);
  return { word: random.pick(GREETINGS[language]!), language };
};

/** The first line of a conversation: hello in their own language, glossed, and a question to answer. */
export const openingLine = (random: Random, writer: Writer, reader: Reader): string => {
  const greeting = greetingOf(random, writer);
  const hello = greeting ? `${greeting.word} ${reader.firstName}! (that’s hello in ${greeting.language})` : `Hey ${reader.firstName}!`;
  return `${hello} ${random.pick(questions(random, writer, reader))}`;
};

const questions = (random: Random, writer: Writer, reader: Reader): string[] => {
  const own = heritageNamed(writer.heritage);
  const theirs = knownHeritage(reader.heritage);
  const taste = random.pick(own.tastes);
  const lines = [
    `Important question first: how do you feel about ${taste}?`,
    `Be honest, who makes the best ${random.pick(own.tastes)} in your family?`,
    `What do you miss most from home when you are away?`,
    `What are you listening to these days? I have had ${random.pick(own.tastes)} on repeat.`,
    `How long have you been in ${reader.currentCity ?? 'your city'}? I am still finding my spots in ${writer.currentCity}.`,
    `Where in ${writer.currentCity} do you go for food that tastes like home?`,
  ];
  if (theirs && theirs.name !== own.name) {
    lines.push(`I have always wanted to try proper ${random.pick(theirs.tastes)}. Where should a beginner start?`);
    lines.push(`What is one thing people always get wrong about ${theirs.name} culture?`);
  }
  if (theirs && theirs.name === own.name) lines.push(`Another ${own.name}! Which part of ${own.country} is your family from?`);
  if (writer.ethnicGroup) lines.push(`My family is ${writer.ethnicGroup}, we take our ${taste} very seriously. What traditions did you grow up with?`);
  return lines;
};

const REACTIONS = ['Haha, I love that.', 'Okay, you have good taste.', 'That made me smile.', 'Ah, same here!', 'No way, me too.', 'I like how you think.'];

/**
 * A reply: short, varied, grounded in the writer's heritage; now and then a whole line in another
 * language they speak (`foreignChance`), so translation shows its worth.
 */
export const replyLine = (random: Random, writer: Writer, reader: Reader, foreignChance = 0.25): string => {
  const foreign = writer.languages.filter((language) => language !== 'English' && FOREIGN_LINES[language]);
  if (foreign.length > 0 && random.chance(foreignChance)) return random.pick(FOREIGN_LINES[random.pick(foreign)]!);
  const greeting = random.chance(0.2) ? greetingOf(random, writer) : null;
  const opening = greeting ? `${greeting.word}!` : random.pick(REACTIONS);
  return `${opening} ${random.pick(questions(random, writer, reader))}`;
};
