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

/** Which of the heritages' tastes are dishes and which are music, so a line asks about each sensibly. */
const FOODS = new Set([
  'nyama choma', 'ugali and sukuma wiki', 'injera', 'braai', 'bunny chow', 'rolex street food', 'matoke', 'pilau', 'chipsi mayai', 'brochettes',
  'isombe', 'jollof rice', 'suya', 'waakye', 'kelewele', 'thieboudienne', 'tiguadege na', 'attiéké', 'alloco', 'ndolé', 'soya skewers', 'pondu and fufu',
]);
const MUSIC = new Set([
  'benga', 'gengetone', 'Ethio-jazz', 'Teddy Afro', 'amapiano', 'kwaito classics', 'kadongo kamu', 'Bongo Flava', 'taarab', 'Meddy songs', 'Afrobeats',
  'Fela records', 'highlife', 'mbalax', 'Youssou N’Dour', 'Wassoulou music', 'Amadou & Mariam', 'coupé-décalé', 'zouglou', 'makossa', 'bikutsi',
  'Congolese rumba', 'ndombolo',
]);

interface Tastes {
  food: string;
  music: string;
  /** Anything they miss: a dish, a sound, a pastime. */
  any: string;
}

const tastesOf = (random: Random, heritage: Heritage): Tastes => {
  const foods = heritage.tastes.filter((taste) => FOODS.has(taste));
  const music = heritage.tastes.filter((taste) => MUSIC.has(taste));
  return { food: random.pick(foods.length > 0 ? foods : heritage.tastes), music: random.pick(music.length > 0 ? music : heritage.tastes), any: random.pick(heritage.tastes) };
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

/** Hello in a language the writer lists, glossed for whoever does not speak it (plain English if none is known). */
export const helloLine = (random: Random, writer: Writer, readerName: string): string => {
  const greeting = greetingOf(random, writer);
  return greeting ? `${greeting.word} ${readerName}! (that’s hello in ${greeting.language})` : `Hey ${readerName}!`;
};

/** The first line of a conversation: hello in their own language, glossed, and a question to answer. */
export const openingLine = (random: Random, writer: Writer, reader: Reader): string =>
  `${helloLine(random, writer, reader.firstName)} ${random.pick(questions(random, writer, reader))}`;

const questions = (random: Random, writer: Writer, reader: Reader): string[] => {
  const own = heritageNamed(writer.heritage);
  const theirs = knownHeritage(reader.heritage);
  const taste = tastesOf(random, own);
  const lines = [
    `Important question first: how do you feel about ${taste.any}?`,
    `Be honest, who makes the best ${taste.food} in your family?`,
    `What do you miss most from home when you are away?`,
    `What are you listening to these days? I have had ${taste.music} on repeat.`,
    reader.currentCity === writer.currentCity
      ? `How long have you lived in ${writer.currentCity}? I still find new spots every month.`
      : `How long have you been in ${reader.currentCity ?? 'your city'}? I am still finding my spots in ${writer.currentCity}.`,
    `Where in ${writer.currentCity} do you go for food that tastes like home?`,
  ];
  if (theirs && theirs.name !== own.name) {
    lines.push(`I have always wanted to try proper ${tastesOf(random, theirs).food}. Where should a beginner start?`);
    lines.push(`What is one thing people always get wrong about ${theirs.name} culture?`);
  }
  if (theirs && theirs.name === own.name) lines.push(`Another ${own.name}! Which part of ${own.country} is your family from?`);
  if (writer.ethnicGroup) lines.push(`My family is ${writer.ethnicGroup}, we take our ${taste.food} very seriously. What traditions did you grow up with?`);
  return lines;
};

const REACTIONS = ['Haha, I love that.', 'Okay, you have good taste.', 'That made me smile.', 'Ah, same here!', 'No way, me too.', 'I like how you think.'];

const capitalised = (line: string) => line.charAt(0).toUpperCase() + line.slice(1);

/** An answer first when they asked something, by what the question is about; what the writer would say, from home. */
const answerTo = (random: Random, writer: Writer, question: string): string => {
  const taste = tastesOf(random, heritageNamed(writer.heritage));
  const about = (pattern: RegExp) => pattern.test(question);
  if (about(/listen|music|song|repeat|dance/i)) return `${taste.music}, loud, every single morning.`;
  if (about(/weekend|plans|up to|tonight|free/i)) return random.pick([`Family lunch on Sunday, and I want to find good ${taste.food} on Saturday.`, 'Church, then friends, then a very long nap. You?']);
  if (about(/cook|eat|food|dish|hungry/i)) return random.pick([`Ha, easy: ${taste.food}, the way my mum makes it.`, `${taste.food}, every time. I can cook it for you one day.`]);
  if (about(/where|from|city|live/i)) return `My family is from ${heritageNamed(writer.heritage).country}; I have been in ${writer.currentCity} a few years now.`;
  return random.pick(['Good question! Let me think about that one.', 'Hmm, honestly it depends on the day.', 'Ha, you ask the real questions.']);
};

/**
 * A reply: short, varied, grounded in the writer's heritage, answering first the question `asked`; now and
 * then a whole line in another language they speak (`foreignChance`), so translation shows its worth.
 */
export const replyLine = (random: Random, writer: Writer, reader: Reader, foreignChance = 0.25, asked: string | null = null): string => {
  const foreign = writer.languages.filter((language) => language !== 'English' && FOREIGN_LINES[language]);
  if (foreign.length > 0 && random.chance(foreignChance)) return random.pick(FOREIGN_LINES[random.pick(foreign)]!);
  const greeting = random.chance(0.2) ? greetingOf(random, writer) : null;
  const opening = asked ? capitalised(answerTo(random, writer, asked)) : greeting ? `${greeting.word}!` : random.pick(REACTIONS);
  return `${opening} ${random.pick(questions(random, writer, reader))}`;
};
